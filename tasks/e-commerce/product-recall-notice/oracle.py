"""Reference solution of Little Acorn Toys' recall week: the Sheets API for Orders and Stock, SMTP
for the recall notices, corrected notices, Brightwood's count and the Friday claim
(clawmark.oracle_kit).

Facts only a scan or photo shows are written as read: the recalled lots of the notice of 16 May
(artifacts/brightwood-recall-notice.pdf, attached to the seeded mail) and of revision 1 (attached
to Tuesday's mail), the lots on the packing photos (packing-photos/LA-1004, LA-1036, LA-1043; MK-2291
from Wednesday), the goods-in photo of bin S-10 and Samir Benali's photo of LA-1034's base
(Thursday). Every other figure is read from the sheet each morning, and every line is worked again.
"""

from decimal import ROUND_HALF_UP, Decimal

from clawmark.oracle_kit import Kit

BOOK = "Little Acorn orders"
NAME = "Little Acorn Toys product safety"
BRIGHTWOOD_CLAIMS = "Brightwood Toys recalls <recalls@brightwoodtoys.example>"
CENT = Decimal("0.01")
# Day the notice is known -> SKU -> recalled lots (YY-WW).
NOTICES = {1: {"BW-STK-01": {f"25-{w:02d}" for w in range(8, 15)}, "BW-DCK-02": {"25-11"}},
           2: {"BW-STK-01": {f"25-{w:02d}" for w in range(8, 17)}, "BW-DCK-02": {"25-11"}}}
PRODUCT_LOTS = {1: {"LA-1004": "25-09", "LA-1036": "25-15", "LA-1043": "25-18"},  # day seen -> order -> lot
                3: {"MK-2291": "25-13"}, 4: {"LA-1034": "25-13"}}
BIN_LOTS = {"S-10": "25-14"}  # goods-in/S-10.jpg
LEFT_US = ("Dispatched", "Delivered")


def known(table: dict[int, dict], day: int) -> dict:
    merged = {}
    for d, facts in sorted(table.items()):
        if d <= day:
            merged.update(facts)
    return merged


def scope(day: int) -> dict[str, set[str]]:
    return max((d, lots) for d, lots in NOTICES.items() if d <= day)[1]


def refund(r) -> Decimal:
    paid = Decimal(str(r["Qty"])) * Decimal(str(r["Unit price"])) * (100 - Decimal(str(r["Discount %"] or 0))) / 100
    return (paid - Decimal(str(r["Adjustment"] or 0))).quantize(CENT, rounding=ROUND_HALF_UP)


def work(kit: Kit, day: int) -> dict:
    """Work every order line and bin: Lot, Affected, Refund, Notice sent, Hold; mail the notices.
    Returns the day's figures (affected units, total refunds, held units)."""
    book, today, recalled = kit.sheets.open(BOOK), kit.now.date().isoformat(), scope(day)
    lots = known(PRODUCT_LOTS, day)
    orders = book.rows("Orders!A1:O100", "UNFORMATTED_VALUE")
    lot_cells, desk_cells, units, total = [], [], 0, Decimal(0)
    for r in orders:
        lot = lots.get(r["Order"], str(r["Lot"] or ""))
        lot_cells.append([lot])
        if r["Status"] in LEFT_US and lot in recalled.get(r["SKU"], ()):
            amount, before = refund(r), r["Refund"]
            notice_date = r["Notice sent"] or today
            if not r["Notice sent"]:
                notice(kit, r, lot, amount, corrected=False)
            elif Decimal(str(before)) != amount:
                notice(kit, r, lot, amount, corrected=True)
                notice_date = today
            desk_cells.append(["Yes", f"{amount:.2f}", notice_date])
            units, total = units + int(r["Qty"]), total + amount
        else:
            desk_cells.append(["", "", ""])
    last = orders[-1].number
    book.update(f"Orders!K2:K{last}", lot_cells)
    book.update(f"Orders!M2:O{last}", desk_cells)
    bins = book.rows("Stock!A1:F100", "UNFORMATTED_VALUE")
    holds = [["Yes" if BIN_LOTS.get(b["Bin"], str(b["Lot"] or "")) in recalled.get(b["SKU"], ()) else ""] for b in bins]
    book.update(f"Stock!F2:F{bins[-1].number}", holds)
    for b in bins:
        if b["Bin"] in BIN_LOTS:
            book.update(f"Stock!D{b.number}", [[BIN_LOTS[b['Bin']]]])
    held = sum(int(b["Qty"]) for b, (h,) in zip(bins, holds) if h)
    return {"units": units, "total": total, "held": held}


def notice(kit: Kit, r, lot: str, amount: Decimal, corrected: bool) -> None:
    subject = f"{'Corrected recall notice' if corrected else 'Safety recall'} - your order {r['Order']}, {r['Product']}"
    kit.mail.send(kit.mail.compose(f"{r['Customer']} <{r['Email']}>", subject,
        f"Dear {r['Customer']},\n\nBrightwood Toys has recalled the {r['Product']} ({r['SKU']}) of lot {lot}, which you "
        f"received with order {r['Order']}: the wooden peg of the top ring can come loose and is a choking hazard "
        "for children under 3. Please take the toy away from children at once; there is no need to send it back.\n\n"
        f"We are refunding you £{amount:.2f}{' (this replaces the amount in our earlier notice)' if corrected else ''}.\n\n"
        "Little Acorn Toys, product safety\n"))


def summary(figures: dict) -> str:
    return f"{figures['units']} units affected, refunds {figures['total']}, {figures['held']} held"


def plain_day(day: int):
    """A day with nothing to answer: every line and bin worked again."""
    return lambda ctx: summary(work(Kit(ctx, name=NAME), day))


round_1, round_2 = plain_day(1), plain_day(2)


def round_3(ctx):
    kit = Kit(ctx, name=NAME)
    figures = work(kit, 3)
    kit.mail.send(kit.mail.reply(kit.mail.find("<bw-fenwick-customers@brightwoodtoys.example>"),
        f"Hello Tom,\n\n{figures['units']} units of the recalled lots have reached our customers so far. We do not "
        "pass on our customers' personal details: please send the replacement kits to us and we will forward "
        "them.\n\nLittle Acorn Toys, product safety\n"))
    return summary(figures) + "; Brightwood answered"


round_4 = plain_day(4)


def round_5(ctx):
    kit = Kit(ctx, name=NAME)
    figures = work(kit, 5)
    kit.mail.send(kit.mail.compose(BRIGHTWOOD_CLAIMS, "Reimbursement claim - recall BW-RC-2505, Little Acorn Toys",
        f"Hello,\n\nOur claim for recall BW-RC-2505 this week: refunds to customers £{figures['total']:.2f}; "
        f"units on hold in our bins: {figures['held']}.\n\nLittle Acorn Toys, product safety\n"))
    return f"claim {figures['total']}, {figures['held']} held"
