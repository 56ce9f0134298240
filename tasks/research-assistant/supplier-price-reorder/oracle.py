"""Reference solution of the lab reorder: the Sheets API for the Stock tab, the Notion API for the
Cost codes and Approved suppliers databases, PyMuPDF for Corvid's price list, SMTP for the PI's
totals and the suppliers' CSV purchase orders (clawmark.oracle_kit).

Every day it redoes the whole plan from the sources as they are that day: due when On hand is at
or below the Reorder point, the fewest whole packs up to Par, the pack price of the price list in
force (the 5+ volume price from 5 packs), a written quote up to its valid-until date, then per
cost code Routine lines deferred largest line total first until the Order lines fit Remaining.
Fenwick's prices are written as read from its scanned price list
(seed/fs/price-lists/fenwick-bio-price-list-2025.pdf) and the quote's from its PDF.
"""

import csv
import io
import re
from datetime import date
from decimal import Decimal

from clawmark.oracle_kit import Kit, page_title, value

BOOK = "Okafor lab stock and reorders"
PI = "Adaeze Okafor <adaeze.okafor@northgate.example>"
CORVID_LIST = "price-lists/corvid-scientific-price-list.pdf"
FENWICK = {"FB-1150": "142.00", "FB-2207": "96.50", "FB-3301": "389.00", "FB-3340": "214.00",
           "FB-4410": "83.00", "FB-5500": "465.00", "FB-5610": "124.00", "FB-6120": "178.00"}
QUOTE = {"FB-3301": "329.00", "FB-5500": "399.00"}  # Q-FB-25-1184
QUOTE_UNTIL = date(2025, 11, 4)
VOLUME_FROM = 5


def corvid_prices(kit: Kit) -> dict[str, tuple[Decimal, Decimal | None]]:
    """{catalogue no.: (pack price, 5+ price or None)} from the price list's text layer (each
    table cell is one line: number, description, pack, price, 5+ price or '-')."""
    lines = [s.strip() for s in kit.fs.read_pdf_text(CORVID_LIST).splitlines()]
    prices = {}
    for i, line in enumerate(lines):
        if re.fullmatch(r"CS-\d{4}", line):
            pack, volume = lines[i + 3], lines[i + 4]
            prices[line] = (Decimal(pack.replace(",", "")), None if volume == "-" else Decimal(volume.replace(",", "")))
    return prices


def price(kit: Kit, supplier: str, catalogue: str, packs: int, corvid: dict) -> Decimal:
    if supplier == "Fenwick Bio":
        if catalogue in QUOTE and kit.now.date() <= QUOTE_UNTIL:
            return Decimal(QUOTE[catalogue])
        return Decimal(FENWICK[catalogue])
    pack, volume = corvid[catalogue]
    return volume if volume is not None and packs >= VOLUME_FROM else pack


def is_due(on_hand: int, reorder_point: int) -> bool:
    return on_hand <= reorder_point


def remaining(kit: Kit) -> dict[str, Decimal]:
    return {page_title(r): Decimal(str(value(r, "Remaining GBP"))) for r in kit.kb.rows("Cost codes")}


def defer_order(lines: list[dict]) -> list[dict]:
    """The Routine lines in the order they are deferred: largest line total first."""
    return sorted((ln for ln in lines if ln["priority"] == "Routine"), key=lambda ln: -ln["total"])


def stock(book) -> list[dict]:
    """The Stock tab's lines as the lab keeps them today (counts as ints)."""
    count = lambda v: int(str(v).replace(",", ""))  # noqa: E731
    return [{"id": r["Item ID"], "supplier": r["Supplier"], "catalogue": r["Catalogue no."], "code": r["Cost code"],
             "priority": r["Priority"], "on_hand": count(r["On hand"]), "point": count(r["Reorder point"]),
             "par": count(r["Par level"]), "pack": count(r["Pack size"])} for r in book.rows("Stock")]


def plan(kit: Kit) -> list[dict]:
    book, corvid = kit.sheets.open(BOOK), corvid_prices(kit)
    lines = []
    for line in stock(book):
        line.update(packs=0, status="")
        if is_due(line["on_hand"], line["point"]):
            line["packs"] = -(-(line["par"] - line["on_hand"]) // line["pack"])
            line["price"] = price(kit, line["supplier"], line["catalogue"], line["packs"], corvid)
            line["total"] = line["price"] * line["packs"]
            line["status"] = "Order"
        lines.append(line)
    for code, left in remaining(kit).items():
        ordered = [ln for ln in lines if ln["code"] == code and ln["status"] == "Order"]
        total = sum(ln["total"] for ln in ordered)
        for ln in defer_order(ordered):
            if total <= left:
                break
            ln["status"], total = "Deferred", total - ln["total"]
    values = [[ln["packs"], f"{ln['price']:.2f}" if ln["status"] else "", f"{ln['total']:.2f}" if ln["status"] else "", ln["status"]]
              for ln in lines]
    book.update(f"Stock!L2:O{len(lines) + 1}", values)
    return lines


def totals(lines: list[dict]) -> dict[str, Decimal]:
    out = {}
    for ln in lines:
        if ln["status"] == "Order":
            out[ln["code"]] = out.get(ln["code"], Decimal(0)) + ln["total"]
    return out


def report(kit: Kit, lines: list[dict]) -> None:
    sums = "".join(f"- {code}: GBP {total:,.2f}\n" for code, total in sorted(totals(lines).items()))
    waiting = ", ".join(ln["id"] for ln in lines if ln["status"] == "Deferred") or "none"
    kit.mail.send(kit.mail.compose(PI, f"Reorder plan {kit.now.date():%d %b %Y}",
                                   f"Hi Adaeze,\n\ntoday's Order lines by cost code:\n{sums}\nDeferred: {waiting}.\n"
                                   "The plan is on the Stock tab.\n"))


def purchase_orders(kit: Kit, lines: list[dict]) -> None:
    for supplier in kit.kb.rows("Approved suppliers"):
        name, address = page_title(supplier), value(supplier, "Orders address")
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(["Catalogue no.", "Packs"])
        writer.writerows([ln["catalogue"], ln["packs"]] for ln in lines if ln["supplier"] == name and ln["status"] == "Order")
        kit.mail.send(kit.mail.compose(f"{name} <{address}>", f"Purchase order - Okafor lab, account {value(supplier, 'Account no.')}",
                                       "Hello,\n\nplease supply the attached items to the Okafor lab, Centre for Cell Biology, "
                                       "Northgate University.\n\nOkafor lab purchasing\n",
                                       attachments=[(f"okafor-lab-po-{kit.now.date():%Y-%m-%d}.csv", buffer.getvalue().encode(), "text/csv")]))


def work(ctx, order: bool = False) -> str:
    kit = Kit(ctx, name="Okafor lab purchasing")
    lines = plan(kit)
    report(kit, lines)
    if order:
        purchase_orders(kit, lines)
    return ", ".join(f"{c} {t:.2f}" for c, t in sorted(totals(lines).items()))


def round_1(ctx):
    return work(ctx)


def round_2(ctx):
    return work(ctx)


def round_3(ctx):
    return work(ctx)


def round_4(ctx):
    return work(ctx, order=True)
