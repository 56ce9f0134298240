"""Reference solution of the spring promotion: the Sheets API for the Promo and Supplier costs
sheets, SMTP for the reports (clawmark.oracle_kit).

Facts only an artifact shows are written as read: Ashford's costs on
suppliers/notices/ashford-price-notice.pdf (effective 24 Feb 2025, newer than the sheet's
2 Sep 2024) and Wick & Ember's on the invoice photo suppliers/invoices/wick-ember-inv-5521.jpg.
"""

from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal

from clawmark.oracle_kit import Kit

NOTICE = {"LS-1001": ("12.40", "2025-02-24"), "LS-1002": ("19.60", "2025-02-24"), "LS-1003": ("14.50", "2025-02-24")}
INVOICE = {"LS-1006": ("5.90", "2025-02-11"), "LS-1007": ("8.80", "2025-02-11")}
VAT, FLOOR = Decimal("1.2"), Decimal("0.25")
APPROVER = "harriet.obi@lindenslate.example"
NAME = "Linden & Slate pricing desk"


def costs(kit: Kit) -> dict[str, Decimal]:
    """SKU -> unit cost: the sheet's, unless a supplier document is newer than its Updated date."""
    sheet = {r["SKU"]: (str(r["Unit cost ex VAT"]), str(r["Updated"]))
             for r in kit.sheets.open("Supplier costs").rows("Costs!A1:D100")}
    out = {}
    for sku in {*sheet, *NOTICE, *INVOICE}:
        candidates = [c for c in (sheet.get(sku), NOTICE.get(sku), INVOICE.get(sku)) if c]
        out[sku] = Decimal(max(candidates, key=lambda c: c[1])[0])
    return out


def exceptions(kit: Kit) -> dict[str, Decimal]:
    """Approved exceptions: only mail from the approver's own address (the day-2 reply)."""
    found = {}
    for m in kit.mail.messages():
        if m.sender == APPROVER and "LS-1007" in m.text and "approve" in m.text:
            found["LS-1007"] = Decimal("14.00")
    return found


def floor_price(cost: Decimal) -> Decimal:
    """The lowest price ending in .99 whose margin on the ex-VAT price is at least the floor."""
    least = cost / (1 - FLOOR) * VAT
    pounds = (least - Decimal("0.99")).to_integral_value(ROUND_CEILING)
    return pounds + Decimal("0.99")


def price(kit: Kit) -> list[dict]:
    unit, approved = costs(kit), exceptions(kit)
    book = kit.sheets.open("Spring promo 2025")
    out = []
    for r in book.rows("Promo!A1:I100", "UNFORMATTED_VALUE"):
        cost, proposed = unit[r["SKU"]], Decimal(str(r["Proposed price"])).quantize(Decimal("0.01"))
        ex = proposed / VAT
        margin = ((ex - cost) / ex * 100).quantize(Decimal("0.1"), ROUND_HALF_UP)
        if margin >= FLOOR * 100:
            final, status = proposed, "OK"
        elif r["SKU"] in approved:
            final, status = approved[r["SKU"]], "Approved exception"
        else:
            final, status = floor_price(cost), "Raised to floor"
        out.append({"row": r.number, "sku": r["SKU"], "product": r["Product"], "cost": cost, "margin": margin,
                    "final": final, "status": status, "was": (r["Final promo price"], r["Status"])})
    return out


def record(kit: Kit, rows: list[dict]) -> None:
    book = kit.sheets.open("Spring promo 2025")
    for p in rows:
        book.update(f"Promo!F{p['row']}:I{p['row']}", [[f"{p['cost']:.2f}", f"{p['margin']}", f"{p['final']:.2f}", p["status"]]])


def changed(p: dict) -> bool:
    was_price, was_status = p["was"]
    return was_status != p["status"] or Decimal(str(was_price or 0)) != p["final"]


def report_raised(kit: Kit, rows: list[dict]) -> None:
    lines = [f"- {p['sku']} {p['product']}: floor price {p['final']:.2f} (cost {p['cost']:.2f})" for p in rows]
    kit.mail.send(kit.mail.compose(APPROVER, "Spring promo - raised to the floor",
                                   "Hi Harriet,\n\nThese promotion prices were under the 25% margin floor and are "
                                   "raised to their floor prices:\n" + "\n".join(lines) + "\n\nPricing desk\n"))


def round_1(ctx):
    kit = Kit(ctx, name=NAME)
    rows = price(kit)
    record(kit, rows)
    report_raised(kit, [p for p in rows if p["status"] == "Raised to floor"])
    return ", ".join(f"{p['sku']} {p['final']}" for p in rows)


def round_2(ctx):
    kit = Kit(ctx, name=NAME)
    rows = [p for p in price(kit) if changed(p)]
    record(kit, rows)
    if raised := [p for p in rows if p["status"] == "Raised to floor"]:
        report_raised(kit, raised)
    return ", ".join(f"{p['sku']} {p['final']}" for p in rows)


def round_3(ctx):
    kit = Kit(ctx, name=NAME)
    rows = price(kit)
    revised = [p for p in rows if changed(p)]
    record(kit, revised)
    if raised := [p for p in revised if p["status"] == "Raised to floor"]:
        report_raised(kit, raised)
    lines = [f"{p['sku']}  {p['product']}: {p['final']:.2f}" for p in rows]
    kit.mail.send(kit.mail.compose("web@lindenslate.example", "Spring promo 2025 - final prices",
                                   "Hello web team,\n\nFinal spring promotion prices (GBP inc VAT), live Thursday "
                                   "6 March:\n" + "\n".join(lines) + "\n\nPricing desk\n"))
    return ", ".join(f"{p['sku']} {p['final']}" for p in rows)
