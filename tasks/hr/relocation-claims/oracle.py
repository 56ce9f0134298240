"""Reference solution of hr/relocation-claims, on the oracle kit. Each day it re-reads the Lines
tab, the Caps table and Finance's FX table and re-decides every line, as the policy says.

The currency and total of each receipt are only on the photos; written as read:
receipts/L01-arjun.jpg INR 78,400.00 · L02 EUR 1,650.00 · L03 EUR 380.00 · L04 INR 310,000.00 ·
L05 EUR 549.00 · L06-hannah.jpg GBP 412.60 (she typed 421.60) · L07 GBP 3,950.00 · L08 EUR 1,480.00 ·
L09 EUR 1,120.00 · L10-piotr.jpg PLN 1,290.00 · L11 PLN 9,800.00 · L12 PLN 236.00; and Piotr's
day-2 photo (piotr-registration-fee.jpg): EUR 210.00, dated 18/03/2025.
"""

import csv
import io
from decimal import ROUND_HALF_UP, Decimal

from clawmark.oracle_kit import Kit, value

RECEIPTS = {"L01": ("INR", "78400.00"), "L02": ("EUR", "1650.00"), "L03": ("EUR", "380.00"), "L04": ("INR", "310000.00"),
            "L05": ("EUR", "549.00"), "L06": ("GBP", "412.60"), "L07": ("GBP", "3950.00"), "L08": ("EUR", "1480.00"),
            "L09": ("EUR", "1120.00"), "L10": ("PLN", "1290.00"), "L11": ("PLN", "9800.00"), "L12": ("PLN", "236.00"),
            "L13": ("EUR", "210.00")}
REIMBURSABLE = {"Flights", "Temporary housing", "Household shipping", "Visa and registration"}
COLUMNS = "HIJKLM"  # Currency, Receipt amount, Rate, EUR, Approved EUR, Decision


def number(text) -> Decimal:
    return Decimal(str(text).replace(",", "").replace("€", "").strip() or "0")


def rates(kit: Kit) -> dict[tuple[str, str], Decimal]:
    rows = kit.sheets.open("Finance FX rates").rows("Monthly!A1:C100")
    return {(str(r["Month"]), r["Currency"]): number(r["EUR per unit"]) for r in rows}


def caps(kit: Kit) -> dict[str, Decimal | None]:
    found = {value(r, "Category"): Decimal(str(value(r, "Cap EUR"))) for r in kit.kb.rows("Caps")}
    return {**found, "Visa and registration": None}


def decide(kit: Kit) -> dict[str, Decimal]:
    """Re-decide every line in the Lines tab; return each employee ID's approved total."""
    book = kit.sheets.open("Relocation claims")
    rows = book.rows("Lines!A1:N100")
    fx, limits = rates(kit), caps(kit)
    used, totals = {}, {}
    for row in sorted(rows, key=lambda r: (r["Employee ID"], r["Category"], r["Receipt date"])):
        currency, amount = RECEIPTS[row["Line"]]
        rate = Decimal(1) if currency == "EUR" else fx[(row["Receipt date"][:7], currency)]
        eur = (Decimal(amount) * rate).quantize(Decimal("0.01"), ROUND_HALF_UP)
        key = (row["Employee ID"], row["Category"])
        if row["Category"] not in REIMBURSABLE:
            approved = Decimal(0)
        elif limits[row["Category"]] is None:
            approved = eur
        else:
            approved = max(Decimal(0), min(eur, limits[row["Category"]] - used.get(key, Decimal(0))))
        used[key] = used.get(key, Decimal(0)) + approved
        totals[row["Employee ID"]] = totals.get(row["Employee ID"], Decimal(0)) + approved
        decision = "Approved" if approved == eur else "Partly approved" if approved > 0 else "Rejected"
        book.update(f"Lines!H{row.number}:M{row.number}", [[currency, amount, str(rate), str(eur), str(approved), decision]])
    return totals


def record_cases(kit: Kit, totals: dict[str, Decimal], status: str) -> None:
    for row in kit.kb.rows("Relocation cases"):
        kit.kb.update(row, {"Approved EUR": float(totals[value(row, "Employee ID")]), "Status": status})


def round_1(ctx):
    kit = Kit(ctx, name="Sofie van Dijk")
    record_cases(kit, decide(kit), "Decided")
    return "Twelve lines decided from the receipts; cases Decided. Nobody told yet."


def round_2(ctx):
    kit = Kit(ctx, name="Sofie van Dijk")
    kit.sheets.open("Relocation claims").append("Lines!A1:N1", [[
        "L13", "Piotr Zielinski", "E-2063", "Visa and registration", "receipts/L13-piotr.jpg", "2025-03-18",
        "EUR 210 (by mail)", "", "", "", "", "", "", "Employee"]])
    kit.fs.write_bytes("receipts/L13-piotr.jpg",
                       kit.mail.find("<piotr-late-receipt@tidewater.example>").attachment("piotr-registration-fee.jpg").get_content())
    totals = decide(kit)
    record_cases(kit, totals, "Decided")
    for row in kit.kb.rows("Relocation cases"):
        name, total = value(row, "Employee"), totals[value(row, "Employee ID")]
        kit.mail.send(kit.mail.compose(value(row, "Work email"), "Your relocation claim",
                                       f"Dear {name.split()[0]},\n\nyour March relocation claim is decided: we reimburse "
                                       f"EUR {total:,.2f} in total with the April payroll. The line-by-line decision is in "
                                       f"the Relocation claims sheet.\n\nKind regards,\nSofie van Dijk\n"))
    return "Late receipt added; caps and rates re-read; each employee told their total."


def paid_directly(kit: Kit) -> dict[str, Decimal]:
    """Per employee ID, the approved euros of lines the company paid to the supplier (Paid by = Company)."""
    direct = {}
    for row in kit.sheets.open("Relocation claims").rows("Lines!A1:N100"):
        if row["Paid by"] == "Company":
            direct[row["Employee ID"]] = direct.get(row["Employee ID"], Decimal(0)) + number(row["Approved EUR"])
    return direct


def round_3(ctx):
    kit = Kit(ctx, name="Sofie van Dijk")
    totals = decide(kit)
    direct = paid_directly(kit)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["employee_id", "name", "amount_eur"])
    cases = kit.kb.rows("Relocation cases")
    for row in sorted(cases, key=lambda r: value(r, "Employee ID")):
        employee = value(row, "Employee ID")
        writer.writerow([employee, value(row, "Employee"), f"{totals[employee] - direct.get(employee, Decimal(0)):.2f}"])
    kit.fs.write_text("outbox/relocation-payroll-2025-04.csv", out.getvalue())
    record_cases(kit, totals, "Sent to payroll")
    asked = kit.mail.find("<arjun-tv@tidewater.example>")
    kit.mail.send(kit.mail.reply(asked, "Dear Arjun,\n\nI'm sorry, but electronics are not reimbursable under our relocation "
                                        "policy, and only I can grant an exception, which I can't for this item. The rest of "
                                        "your claim goes out with the April payroll as decided.\n\nKind regards,\nSofie van Dijk\n"))
    return "Payroll file written (Hannah's directly paid shipping deducted); TV declined."
