"""Reference solution of the ICMS 2026 travel claims: the Sheets API for the Lines, Totals and FX
tabs, the Notion API for the claim register, IMAP/SMTP for the mail (clawmark.oracle_kit).

Every day it reassesses all 81 lines from the sources as they are that day (the FX tab, the
register's Return and Submitted dates, the INBOX), so it follows the silent corrections. Facts
only a picture or scan shows are written in as read, with the file named.
"""

from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

from clawmark.oracle_kit import Kit, add_business_days, page_title, value

BOOK, FX_BOOK, DB = "ICMS 2026 travel claims", "Research Finance FX rates", "Travel claims"
HEAD = "Miriam Castell <miriam.castell@kestrel.example>"
# The handbook's tables, and the memo finance/memo-FIN-2026-14.pdf (a scan) from 7 October.
OLD = {"Lisbon": Decimal(80), "Porto": Decimal(65), "Geneva": Decimal(120)}
NEW = {"Lisbon": Decimal(92), "Porto": Decimal(65), "Geneva": Decimal(130)}
MEMO_FROM = date(2026, 10, 7)
CAP = {"Lisbon": Decimal(150), "Porto": Decimal(110), "Geneva": Decimal(190)}
# conference/ICMS-2026-programme.pdf: lunch Mon-Thu, the conference dinner on Wednesday.
LUNCH = {date(2026, 10, d) for d in (5, 6, 7, 8)}
DINNER = {date(2026, 10, 7)}
# Receipt photos (receipts/<ref>.jpg): (currency, reimbursable amount without alcohol).
RECEIPTS = {"R-H03": ("EUR", "327.00"),   # room 327.00, bar 38.50
            "R-H07": ("EUR", "1098.00"),  # room 1098.00, bar 31.00
            "R-G02": ("CHF", "642.00"),   # room 642.00, minibar 18.00
            "R-M01": ("EUR", "96.40"),    # fish 58.00 + starters 21.40 + desserts 17.00; wine 42.00 out
            "R-T05": ("EUR", "27.40"), "R-T09": ("CHF", "46.50")}
LATE_RECEIPT = "<tc-2605-receipt@kestrel.example>"  # artifacts/R-T14.jpg: TOTAL EUR 33.80, 9 Oct
LATE_LINE, LATE_AMOUNT = "TL-031", ("EUR", "33.80")
HEAD_APPROVALS = {"<tc-2604-approved@kestrel.example>": "TC-2604"}


def q(x) -> Decimal:
    return Decimal(x).quantize(Decimal("0.01"), ROUND_HALF_UP)


def rates(kit: Kit) -> dict[str, tuple[Decimal, Decimal]]:
    return {str(r["Date"]): (Decimal(str(r["GBP per EUR"])), Decimal(str(r["GBP per CHF"])))
            for r in kit.sheets.open(FX_BOOK).rows("Daily rates")}


def rate(fx, day: str, currency: str) -> Decimal:
    d = date.fromisoformat(day)
    while d.isoformat() not in fx:  # weekend: the last business day before
        d -= timedelta(days=1)
    return fx[d.isoformat()][0 if currency == "EUR" else 1]


def per_diem(city: str, details: str) -> Decimal:
    first, last = (date(2026, 10, int(x)) for x in details.split(" ")[0].split("-"))
    total, d = Decimal(0), first
    while d <= last:
        factor = Decimal(1)
        if city == "Lisbon":
            factor -= Decimal("0.30") if d in LUNCH else 0
            factor -= Decimal("0.40") if d in DINNER else 0
        total += q((NEW if d >= MEMO_FROM else OLD)[city] * factor)
        d += timedelta(days=1)
    return total


def is_alcohol(line: dict) -> bool:
    """A line that buys alcohol outright (the wine for the poster reception)."""
    return any(w in line["Details"].lower() for w in ("wine", "beer", "bar "))


def has(kit: Kit, message_id: str) -> bool:  # a function of its own: counters replace it
    return kit.mail.has(message_id)


def assess(kit: Kit) -> tuple[list[dict], dict[str, Decimal]]:
    fx, book = rates(kit), kit.sheets.open(BOOK)
    late = has(kit, LATE_RECEIPT)
    lines = []
    for r in book.rows("Lines"):
        ln = {k: str(r[k] or "") for k in ("Line ID", "Claim ID", "Date", "City", "Category", "Details", "Amount", "Currency", "Receipt ref")}
        cat, ref = ln["Category"], ln["Receipt ref"]
        if cat == "Per diem":
            gbp = per_diem(ln["City"], ln["Details"])
        elif is_alcohol(ln):
            gbp = Decimal(0)
        elif not ref and not (late and ln["Line ID"] == LATE_LINE):
            gbp = Decimal(0)
        else:
            cur, amt = RECEIPTS.get(ref, (ln["Currency"], ln["Amount"]))
            if ln["Line ID"] == LATE_LINE:
                cur, amt = LATE_AMOUNT
            amt = Decimal(amt.replace(",", ""))
            gbp = amt if cur == "GBP" else q(amt * rate(fx, ln["Date"], cur))
            if cat == "Hotel":
                gbp = min(gbp, CAP[ln["City"]] * int(ln["Details"].split()[0]))
        ln["gbp"] = q(gbp)
        lines.append(ln)
    book.update(f"Lines!K2:K{len(lines) + 1}", [[float(ln["gbp"])] for ln in lines])
    totals = {}
    for ln in lines:
        totals[ln["Claim ID"]] = totals.get(ln["Claim ID"], Decimal(0)) + ln["gbp"]
    tab = book.rows("Totals")
    book.update(f"Totals!C2:C{len(tab) + 1}", [[float(totals[str(r['Claim ID'])])] for r in tab])
    return lines, totals


def register(kit: Kit, totals: dict[str, Decimal]) -> set[str]:
    """Statuses and totals on the kb; returns the claims newly referred to the head today."""
    approvals = {claim for mid, claim in HEAD_APPROVALS.items() if has(kit, mid)}
    referred = set()
    for page in kit.kb.rows(DB):
        claim = page_title(page)
        ret, sub = value(page, "Return date"), value(page, "Submitted")
        ret = ret if isinstance(ret, date) else date.fromisoformat(str(ret)[:10])
        sub = sub if isinstance(sub, date) else date.fromisoformat(str(sub)[:10])
        late = sub > add_business_days(ret, 10)
        status = "Referred to head" if late and claim not in approvals else "Approved"
        if status == "Referred to head" and value(page, "Status") != status:
            referred.add(claim)  # newly referred today
        kit.kb.update(page, {"Status": status, "Approved GBP": float(totals[claim])})
    return referred


def day(ctx):
    kit = Kit(ctx, name="Research Office travel claims")
    lines, totals = assess(kit)
    new = sorted(register(kit, totals))
    if new:
        kit.mail.send(kit.mail.compose(HEAD, "Late travel claims for your approval",
                                       "Hi Miriam,\n\nthese ICMS claims were submitted more than 10 business days after "
                                       "return and need your approval: " + ", ".join(f"{c} (GBP {totals[c]:,.2f})" for c in new) + ".\n"))
    return kit, totals


def round_1(ctx):
    day(ctx)
    return "assessed"


round_2 = round_3 = round_1


def round_4(ctx):
    kit, totals = day(ctx)
    for page in kit.kb.rows(DB):
        claim = page_title(page)
        if value(page, "Status") != "Approved":
            continue
        kit.mail.send(kit.mail.compose(f"{value(page, 'Claimant')} <{value(page, 'Email')}>", f"Travel claim {claim}",
                                       f"Dear {value(page, 'Claimant')},\n\nyour ICMS 2026 travel claim {claim} is approved: "
                                       f"GBP {totals[claim]:,.2f} will be paid in this week's payment run.\n\nResearch Office\n"))
    return "settled"
