"""Reference solution of the payment audit: the Sheets API for the Ledger tab (Audit, Duplicate of,
Auditor note), the Notion API for the audit standard and the Vendors database, SMTP for the
recovery requests (clawmark.oracle_kit).

Facts only a scan shows are written as read: scans/line-19.pdf (RB-2204, CAD 3,480.00, 24 Feb
2025), scans/line-20.pdf (RB-2250, CAD 1,150.00, 5 Mar 2025) and Maple Suites' credit note
attached to its day-3 mail (credits MS-77120, CAD 1,295.00). Whether the HST rule applies is read
from the standard's page that day; everything else from the ledger that day.
"""

import re
from decimal import Decimal

from clawmark.oracle_kit import Kit, page_title, value

BOOK, STANDARD = "Claim payments", "Payment audit standard"
SCANS = {"scans/line-19.pdf": ("RB-2204", Decimal("3480.00"), "2025-02-24"),
         "scans/line-20.pdf": ("RB-2250", Decimal("1150.00"), "2025-03-05")}
CREDIT_MAIL, CREDITED = "<ms-credit@maplesuites.example>", ("Maple Suites Hotel", "MS-77120")
HST = Decimal("1.13")


def number_key(number: str) -> str:
    """An invoice number compared without case, spaces, hyphens or leading zeros."""
    text = re.sub(r"[\s\-]", "", str(number)).upper()
    return re.sub(r"(?<![0-9])0+(?=[0-9])", "", text)


def facts(r) -> tuple[str, Decimal, str]:
    """(invoice number, amount, service date) of a line: the scan's when the line points to one."""
    doc = str(r["Document"] or "").strip()
    if doc in SCANS:
        return SCANS[doc]
    return str(r["Invoice no."]), Decimal(str(r["Amount"]).replace(",", "")), str(r["Service date"])


def same(a, b, hst_rule: bool) -> bool:
    (na, aa, da), (nb, ab, db) = facts(a), facts(b)
    if a["Vendor"] != b["Vendor"]:
        return False
    if number_key(na) == number_key(nb):
        return True
    if da != db:
        return False
    return aa == ab or (hst_rule and (aa * HST == ab or ab * HST == aa))


def ledger(kit: Kit) -> list:
    return [r for r in kit.sheets.open(BOOK).rows("Ledger!A1:L60", "UNFORMATTED_VALUE") if str(r["Line"]).strip()]


def hst_rule(kit: Kit) -> bool:
    return any("1.13" in line for line in kit.kb.text(kit.kb.page(STANDARD)))


def credited(kit: Kit) -> set:
    try:
        kit.mail.find(CREDIT_MAIL)
    except LookupError:
        return set()
    return {CREDITED}


def audit(kit: Kit) -> list[dict]:
    """Each line's audit: {row, line, vendor, number, amount, audit, original}, in Line order."""
    rows = sorted(ledger(kit), key=lambda r: int(r["Line"]))
    rule, credits = hst_rule(kit), credited(kit)
    out = []
    for i, r in enumerate(rows):
        original = next((o for o in rows[:i] if same(o, r, rule)), None)
        number, amount, _ = facts(r)
        if original is None:
            verdict = "Pass"
        elif str(r["Payment status"]).strip() != "Paid":
            verdict = "Hold"
        elif (r["Vendor"], number_key(number)) in {(v, number_key(n)) for v, n in credits}:
            verdict = "Credited"
        else:
            verdict = "Recover"
        out.append({"row": r.number, "line": int(r["Line"]), "vendor": r["Vendor"], "number": number,
                    "amount": amount, "audit": verdict, "was": str(r["Audit"] or ""),
                    "original": int(original["Line"]) if original is not None else ""})
    return out


def record(kit: Kit, lines: list[dict]) -> None:
    cells = [[x["audit"], x["original"], f"duplicate of line {x['original']}" if x["original"] else ""] for x in lines]
    kit.sheets.open(BOOK).update(f"Ledger!J{lines[0]['row']}:L{lines[-1]['row']}", cells)


def recover(kit: Kit, lines: list[dict]) -> list[str]:
    """Send a recovery request to each vendor whose total to recover changed today."""
    contacts = {page_title(v): value(v, "AR email") for v in kit.kb.rows("Vendors")}
    sent = []
    for vendor in sorted({x["vendor"] for x in lines}):
        now = [x for x in lines if x["vendor"] == vendor and x["audit"] == "Recover"]
        before = [x for x in lines if x["vendor"] == vendor and x["was"] == "Recover"]
        if not now or [x["line"] for x in now] == [x["line"] for x in before]:
            continue
        total = sum(x["amount"] for x in now)
        body = [f"Hello,\n\nWe paid the following {vendor} invoices twice on the Lakeview Terrace claims:"]
        body += [f"- {x['number']}: CAD {x['amount']:,.2f}" for x in now]
        body += [f"\nPlease refund CAD {total:,.2f} in total, or send us a credit note.\n\nLakeshore Mutual payment audit\n"]
        kit.mail.send(kit.mail.compose(contacts[vendor], f"Recovery request - duplicate payments, {vendor}", "\n".join(body)))
        sent.append(f"{vendor} {total}")
    return sent


def round_any(ctx) -> str:
    kit = Kit(ctx, name="Lakeshore Mutual payment audit")
    lines = audit(kit)
    record(kit, lines)
    sent = recover(kit, lines)
    holds = [x["line"] for x in lines if x["audit"] == "Hold"]
    return f"holds {holds}; recovery requests: {sent}"


round_1 = round_2 = round_3 = round_any
