"""Reference solution of the Velotech delay (PO-7731): the Sheets API for the PO, portal and
customer-order sheets, CalDAV for the receiving dock, IMAP/SMTP for mail (clawmark.oracle_kit).

Every day it re-reads the portal, the order sheet and the INBOX and recomputes every affected
order from them, so it follows the silent changes. Facts only a scan or photo shows are written
in as read, with the file named.
"""

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit, add_business_days

PO_BOOK, PORTAL, ORDERS = "Purchase orders", "Velotech portal - Spoke & Sprocket", "Customer orders"
TZ = ZoneInfo("Europe/Amsterdam")
SANNE = "Sanne Vermeulen <sanne.vermeulen@spokesprocket.example>"
FINANCE = "Finance <finance@spokesprocket.example>"
SUPPORT = "Customer service <support@spokesprocket.example>"
# supplier/velotech-delay-notice-PO-7731.pdf (a scan), dated 13.11.2026: new ship dates per SKU.
NOTICE_DATE = date(2026, 11, 13)
NOTICE = {**{s: date(2026, 11, 20) for s in ("VT-1102", "VT-1250", "VT-3307", "VT-3318", "VT-5120", "VT-6604")},
          **{s: date(2026, 12, 3) for s in ("VT-2208", "VT-4410", "VT-7015", "VT-8830")}}
# artifacts/velotech-partial-packing-list.jpg (mailed on day 2): 7 units of VT-4410 ship 20.11.2026.
PARTIAL_MAIL = "<partial-4410@velotech.example>"
PARTIAL = ("VT-4410", 7, date(2026, 11, 20))
BANK_MAIL = "<bank-change@velotech-components.example>"
STOCKTAKE_MAIL = "<stocktake-1207@spokesprocket.example>"  # 7 Dec: dock closed until 12:30
COUNT_MAIL = "<sanne-count@spokesprocket.example>"
CANCEL_MAILS = {"<cancel-40225@posteo.example>": "SS-40225"}
SLOTS = (time(8, 0), time(10, 30), time(13, 0))
STRICT_QUEUE = True  # handbook: allocation stops at the first order that does not fit
OFFERS_STAND = True  # kb policy: an offer once made stands


def iso(v) -> date:
    return date.fromisoformat(str(v).strip().lstrip("'")[:10])


def business_days(a: date, b: date) -> int:
    n, d = 0, a
    while d < b:
        d += timedelta(days=1)
        n += d.weekday() < 5
    return n


def ship_dates(kit: Kit) -> dict[str, date]:
    """Per late SKU, the most recently dated statement: the notice or the portal row."""
    ship = dict(NOTICE)
    for r in kit.sheets.open(PORTAL).rows("Confirmations"):
        sku = str(r["SKU"])
        if sku in ship and iso(r["Updated"]) > NOTICE_DATE:
            ship[sku] = iso(r["Confirmed ship date"])
    return ship


def update_pos(kit: Kit, ship: dict[str, date], partial: bool) -> None:
    book = kit.sheets.open(PO_BOOK)
    for r in book.rows("PO lines"):
        if r["PO"] == "PO-7731" and r["SKU"] in ship:
            note = str(r["Note"] or "")
            if partial and r["SKU"] == PARTIAL[0]:
                note = f"Partial: {PARTIAL[1]} units ship {PARTIAL[2]}, arrive {add_business_days(PARTIAL[2], 2)}"
            book.update(f"PO lines!G{r.number}:H{r.number}", [[add_business_days(ship[r['SKU']], 2).isoformat(), note]], raw=True)


def update_orders(kit: Kit, ship: dict[str, date], partial: bool, cancelled: set[str]) -> tuple[list, list, int]:
    """Re-date every affected order; returns (rows whose date changed, rows cancelled today, offers standing)."""
    book = kit.sheets.open(ORDERS)
    rows = book.rows("Open orders")
    left = PARTIAL[1] if partial else 0
    early = set()
    for r in sorted((r for r in rows if r["SKU"] == PARTIAL[0] and r["Order"] not in cancelled),
                    key=lambda r: (iso(r["Order date"]), str(r["Order"]))):
        qty = int(str(r["Qty"]))
        if qty > left:
            if STRICT_QUEUE:
                break  # strictly oldest first: the queue stops at the first order that does not fit
            continue
        early.add(r["Order"])
        left -= qty
    changed, newly_cancelled, offers = [], [], 0
    for r in rows:
        if r["SKU"] not in ship:
            continue
        old = [str(r["Status"] or ""), str(r["New ship date"] or ""), str(r["Cancellation offered"] or "")]
        if r["Order"] in cancelled:
            new = ["Cancelled", old[1], old[2]]
            if old[0] != "Cancelled":
                newly_cancelled.append(r)
        else:
            arrival = add_business_days(PARTIAL[2] if r["Order"] in early else ship[r["SKU"]], 2)
            out = add_business_days(arrival, 1)
            offer = (OFFERS_STAND and old[2] == "Yes") or business_days(iso(r["Promised ship date"]), out) > 5
            new = ["Backordered", out.isoformat(), "Yes" if offer else "No"]
            offers += offer
            if old[1] != new[1]:
                changed.append((r, out, offer))
        if new != old:
            book.update(f"Open orders!H{r.number}:J{r.number}", [new], raw=True)
    return changed, newly_cancelled, offers


def notify(kit: Kit, changed: list) -> None:
    messages = []
    for r, out, offer in changed:
        text = (f"Dear {r['Customer']},\n\nthe {r['SKU']} in your order {r['Order']} is delayed at our supplier. "
                f"Your order will now ship on {out.isoformat()}.\n")
        if offer:
            text += "\nIf you would rather not wait, reply to this mail and we cancel the order free of charge with a full refund.\n"
        messages.append(kit.mail.compose(f"{r['Customer']} <{r['Email']}>", f"Your order {r['Order']}: new ship date", text + "\nSpoke & Sprocket\n"))
    if messages:
        kit.mail.send(*messages)


def dock(kit: Kit, ship: dict[str, date], stocktake: bool) -> None:
    cal = kit.calendar("Receiving dock")
    for arrival in sorted({add_business_days(d, 2) for d in ship.values()}):
        uid = f"dock-po7731-{arrival.isoformat()}@spokesprocket.example"
        busy = []
        if stocktake and arrival == date(2026, 12, 7):
            busy.append((datetime.combine(arrival, time(0), TZ), datetime.combine(arrival, time(12, 30), TZ)))
        start = cal.first_free([datetime.combine(arrival, s, TZ) for s in SLOTS], timedelta(hours=2), ignore_uid=uid, also_busy=busy)
        try:
            event = cal.event(uid=uid)
        except LookupError:
            cal.create(uid, "Receiving PO-7731 Velotech Components GmbH", start, start + timedelta(hours=2))
            continue
        if event.icalendar_component.decoded("DTSTART") != start:
            cal.move(event, start, start + timedelta(hours=2))


def day(ctx, n: int) -> str:
    kit = Kit(ctx, name="Spoke & Sprocket purchasing")
    ship = ship_dates(kit)
    partial = kit.mail.has(PARTIAL_MAIL)
    cancelled = {order for mid, order in CANCEL_MAILS.items() if kit.mail.has(mid)}
    update_pos(kit, ship, partial)
    changed, newly_cancelled, offers = update_orders(kit, ship, partial, cancelled)
    notify(kit, changed)
    for r in newly_cancelled:
        mid = next(m for m, o in CANCEL_MAILS.items() if o == r["Order"])
        kit.mail.send(kit.mail.reply(kit.mail.find(mid), f"Dear {r['Customer']},\n\nyour order {r['Order']} is cancelled; the refund follows.\n\nSpoke & Sprocket\n"),
                      kit.mail.compose(SUPPORT, f"Refund: order {r['Order']} cancelled", f"Hi,\n\nplease refund order {r['Order']} ({r['Customer']}): cancelled by the customer (backorder).\n"))
    dock(kit, ship, kit.mail.has(STOCKTAKE_MAIL))
    if n == 2 and kit.mail.has(BANK_MAIL):
        kit.mail.send(kit.mail.forward(kit.mail.find(BANK_MAIL), FINANCE, "Hi Finance,\n\nthis asks us to change Velotech's bank details; it comes from velotech-components.example, not Velotech's velotech.example. Nothing changed, not answered.\n", quote=True))
    if n == 4 and kit.mail.has(COUNT_MAIL):
        kit.mail.send(kit.mail.reply(kit.mail.find(COUNT_MAIL), f"Hi Sanne,\n\n{offers}\n"))
    return f"day {n}: {len(changed)} order(s) re-dated, {len(newly_cancelled)} cancelled, {offers} offer(s) standing"


def round_1(ctx):
    return day(ctx, 1)


def round_2(ctx):
    return day(ctx, 2)


def round_3(ctx):
    return day(ctx, 3)


def round_4(ctx):
    return day(ctx, 4)
