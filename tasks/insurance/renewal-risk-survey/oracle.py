"""Reference solution of the Tillbury renewal: the Notion API for the guide's Rates and the Survey
findings, the Sheets API for the Locations worksheet, SMTP for the broker's quote
(clawmark.oracle_kit).

Facts only a photo shows are written as read: the sprinkler inspection tags (photos/L-03-tag.jpg
NOV 2024, L-07 MAR 2024, L-11 JAN 2025, L-14 SEP 2023) and the broker's day-3 photo of
3 Elevator Rd (L-12) showing the panel room clear. Everything else is read that day.
"""

from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from clawmark.oracle_kit import Kit, page_title, value

BOOK, TAB = "Tillbury Foods renewal 2025", "Locations"
OMAR = "Omar Haddad <ohaddad@granitebrokers.example>"
TAGS = {"photos/L-03-tag.jpg": date(2024, 11, 1), "photos/L-07-tag.jpg": date(2024, 3, 1),
        "photos/L-11-tag.jpg": date(2025, 1, 1), "photos/L-14-tag.jpg": date(2023, 9, 1)}
PANEL_MAIL, PANEL_LOCATION = "<tillbury-panel@granitebrokers.example>", "L-12"  # the photo shows EP corrected
CREDIT_FROM = date(2024, 4, 1)  # 12 months before the 1 April 2025 inception
LOADINGS = {"HK": 10, "EP": 5, "RF": 15, "EX": 5}
MINIMUM = Decimal(500)


def inspected(cell) -> date | None:
    text = str(cell or "").strip()
    if text.startswith("see "):
        return TAGS[text[4:]]
    return date.fromisoformat(text) if text else None


def resolve_from_photo(kit: Kit) -> None:
    """The broker's photo of L-12's panel room: its EP finding is Resolved (from day 3)."""
    try:
        kit.mail.find(PANEL_MAIL)
    except LookupError:
        return
    for f in kit.kb.rows("Survey findings"):
        if value(f, "Location") == PANEL_LOCATION and value(f, "Code") == "EP" and value(f, "Status") == "Open":
            kit.kb.update(f, {"Status": "Resolved", "Note": "Broker's photo of 4 Mar 2025: panel room clear."})


def rates(kit: Kit) -> dict[str, Decimal]:
    """Construction class -> rate per CAD 100 of TIV, from the Rates database today."""
    return {page_title(r): Decimal(str(value(r, "Rate per 100"))) for r in kit.kb.rows("Rates")}


def findings(kit: Kit) -> list[dict]:
    """The Survey findings today: [{finding, location, code, status}]."""
    return [{"finding": page_title(f), "location": value(f, "Location"), "code": value(f, "Code"),
             "status": value(f, "Status")} for f in kit.kb.rows("Survey findings")]


def locations(book) -> list:
    """The worksheet's location rows today."""
    return [r for r in book.rows(f"{TAB}!A1:J40", "UNFORMATTED_VALUE") if str(r["Loc"]).startswith("L-")]


def price(kit: Kit) -> tuple[list, Decimal]:
    """Write the four working columns; (rows of cells, policy total)."""
    rate_of = rates(kit)
    loading = {}
    for f in findings(kit):
        if f["status"] == "Open":
            loading[f["location"]] = loading.get(f["location"], 0) + LOADINGS[f["code"]]
    book = kit.sheets.open(BOOK)
    rows = locations(book)
    cells, total = [], Decimal(0)
    for r in rows:
        rate = rate_of[r["Construction"]]
        when = inspected(r["Last sprinkler inspection"])
        factor = Decimal("0.70") if r["Sprinklered"] == "Yes" and when and when >= CREDIT_FROM else Decimal("1.00")
        load = loading.get(r["Loc"], 0)
        premium = (Decimal(str(r["TIV"])) / 100 * rate * factor * (1 + Decimal(load) / 100)).quantize(Decimal(1), ROUND_HALF_UP)
        premium = max(premium, MINIMUM)
        total += premium
        cells.append([float(rate), float(factor), load, int(premium)])
    book.update(f"{TAB}!G{rows[0].number}:J{rows[-1].number}", cells)
    return cells, total


def quote(kit: Kit, total: Decimal) -> None:
    kit.mail.send(kit.mail.compose(OMAR, "Tillbury Foods renewal GM-CP-40917 - premium",
                                   f"Hello Omar,\n\nThe renewal premium for Tillbury Foods (GM-CP-40917, from 1 April "
                                   f"2025) is CAD {total:,.0f} for the sixteen locations.\n\nThe survey findings "
                                   f"are internal to Granite Mutual.\n\nGranite Mutual underwriting\n"))


def round_any(ctx) -> str:
    kit = Kit(ctx, name="Granite Mutual underwriting")
    resolve_from_photo(kit)
    cells, total = price(kit)
    quote(kit, total)
    return f"total CAD {total}: " + ", ".join(str(c[3]) for c in cells)


round_1 = round_2 = round_3 = round_any
