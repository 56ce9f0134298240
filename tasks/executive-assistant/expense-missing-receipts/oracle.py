"""Reference solution of the September card report: the workspace for the statement and the
receipts, the Notion API for the expense policy, the Sheets API for the report, SMTP for the
requests and the submission (clawmark.oracle_kit).

Every day it rebuilds the report from its sources: the receipt threshold from the policy page
(its latest amendment wins), the receipts in receipts/ and in the INBOX, and the policy's rules
(MRDs to the first three eligible lines in statement order; alcohol, hotel extras and named
personal purchases personal; lines still Missing at submission personal). Facts only a scan or
photo shows are written as read: the statement lines (statement/corporate-card-2025-09.pdf),
the alcohol on the photographed receipts, and the minibar and movie on the Palmer House folio.
"""

import re
from decimal import Decimal

from clawmark.oracle_kit import Kit

BOOK = "Expense report 2025-09 R. Achterberg"
ROSALIND = "Rosalind Achterberg <rosalind.achterberg@halvorsenmarine.example>"
AP = "Accounts Payable <ap@halvorsenmarine.example>"
STATEMENT = [  # (line, date, description, amount) as printed on the statement PDF
    (1, "2025-09-02", "ALASKA AIR 0271234 SEATTLE WA", "486.20"),
    (2, "2025-09-03", "UBER *TRIP HELP.UBER.COM", "38.45"),
    (3, "2025-09-03", "PALMER HOUSE HILTON CHICAGO IL", "612.88"),
    (4, "2025-09-03", "GIBSONS BAR STEAKHOUSE CHICAGO", "214.60"),
    (5, "2025-09-04", "STARBUCKS 2291 CHICAGO IL", "7.85"),
    (6, "2025-09-04", "CHICAGO CARRIAGE CAB CO", "41.20"),
    (7, "2025-09-04", "FEDEX OFFICE 0417 CHICAGO", "96.14"),
    (8, "2025-09-04", "RPM ITALIAN CHICAGO IL", "188.30"),
    (9, "2025-09-05", "UBER *TRIP HELP.UBER.COM", "52.10"),
    (10, "2025-09-05", "HUDSON NEWS ORD T3", "23.40"),
    (11, "2025-09-08", "SEATAC AIRPORT PARKING", "144.00"),
    (12, "2025-09-10", "CANLIS SEATTLE WA", "326.75"),
    (13, "2025-09-11", "AMAZON MKTPL*2K4LR0", "132.99"),
    (14, "2025-09-12", "NORDSTROM #0001 SEATTLE", "89.50"),
    (15, "2025-09-15", "DELTA AIR 0062118 SEATTLE", "318.40"),
    (16, "2025-09-16", "HOTEL ZETTA SAN FRANCISCO", "287.12"),
    (17, "2025-09-16", "LYFT *RIDE TUE 4PM", "64.30"),
    (18, "2025-09-16", "SWAN OYSTER DEPOT SAN FRANC", "97.25"),
    (19, "2025-09-17", "BLUE BOTTLE COFFEE SF", "12.60"),
    (20, "2025-09-17", "LYFT *RIDE WED 7AM", "71.80"),
    (21, "2025-09-18", "ZOOM.US 888-799-9666", "149.90"),
    (22, "2025-09-22", "WSF BAINBRIDGE FERRY", "28.35"),
    (23, "2025-09-24", "ALDER & ASH CATERING SEATTLE", "231.40"),
    (24, "2025-09-26", "LINKEDIN PREMIUM 855-655", "59.99"),
]
CATEGORY = {1: "Airfare", 15: "Airfare", 3: "Lodging", 16: "Lodging", 4: "Meals", 8: "Meals", 12: "Meals", 18: "Meals",
            23: "Meals", 5: "Meals", 19: "Meals", 10: "Other", 7: "Office", 13: "Office", 21: "Software", 24: "Software",
            14: "Personal"}
LODGING = {3, 16}
NAMED_PERSONAL = {14}  # Rosalind's mail: the Nordstrom charge was hers
RECEIPT_FILES = {1: "2025-09-02-alaska-air.pdf", 2: "2025-09-03-uber.pdf", 4: "2025-09-03-gibsons.jpg",
                 7: "2025-09-04-fedex-office.pdf", 9: "2025-09-05-uber.pdf", 12: "2025-09-10-canlis.jpg",
                 13: "2025-09-11-amazon.pdf", 15: "2025-09-15-delta.pdf", 16: "2025-09-16-hotel-zetta.pdf",
                 18: "2025-09-16-swan-oyster-depot.jpg", 20: "2025-09-17-lyft.pdf", 21: "2025-09-18-zoom.pdf",
                 24: "2025-09-26-linkedin.pdf"}
RECEIPT_MAILS = {3: "<folio-88213@palmerhousehilton.example>", 17: "<fwd-lyft-0916@halvorsenmarine.example>"}
NOT_REIMBURSED = {4: Decimal("68.00"), 12: Decimal("54.00"), 18: Decimal("14.00"),  # alcohol on the photographed receipts
                  3: Decimal("28.00")}  # minibar 18.00 and in-room movie 10.00 on the scanned folio
MAX_MRD, MRD_LIMIT = 3, Decimal("250.00")


def threshold(kit: Kit) -> Decimal:
    """The receipt threshold: section 2's figure, or the latest amendment's."""
    text = " ".join(kit.kb.text(kit.kb.page("Expense policy - corporate cards")))
    found = re.findall(r"(?:receipt is required for every line of|for every line of) USD (\d+\.\d\d) or more", text)
    return Decimal(found[-1])


def receipts(kit: Kit) -> set[int]:
    have = {n for n, name in RECEIPT_FILES.items() if kit.fs.path(f"receipts/{name}").exists()}
    inbox = {m.message_id for m in kit.mail.messages()}
    return have | {n for n, mid in RECEIPT_MAILS.items() if mid in inbox}


def report(kit: Kit, submitting: bool) -> list[dict]:
    """Each statement line with its Receipt, Reimbursable and Personal, by the policy."""
    limit, have, mrds, out = threshold(kit), receipts(kit), 0, []
    for n, day, merchant, amount in STATEMENT:
        amount = Decimal(amount)
        needs = n not in NAMED_PERSONAL and (amount >= limit or n in LODGING)
        if n in have:
            receipt = "Attached"
        elif not needs:
            receipt = "Not needed"
        elif amount <= MRD_LIMIT and mrds < MAX_MRD:
            receipt, mrds = "MRD", mrds + 1
        else:
            receipt = "Missing"
        personal = amount if n in NAMED_PERSONAL or (receipt == "Missing" and submitting) else NOT_REIMBURSED.get(n, Decimal(0))
        out.append({"line": n, "date": day, "merchant": merchant, "amount": amount, "receipt": receipt,
                    "personal": personal, "reimbursable": amount - personal})
    return out


def write(kit: Kit, lines: list[dict], status: str) -> tuple[Decimal, Decimal]:
    book = kit.sheets.open(BOOK)
    book.update(f"Lines!A2:I{len(lines) + 1}", [[r["line"], r["date"], r["merchant"], f"{r['amount']:.2f}",
                                                 CATEGORY.get(r["line"], "Ground transport"), r["receipt"],
                                                 f"{r['reimbursable']:.2f}", f"{r['personal']:.2f}", ""] for r in lines])
    reimbursable = sum(r["reimbursable"] for r in lines)
    personal = sum(r["personal"] for r in lines)
    book.update("Summary!B4:B6", [[status], [f"{reimbursable:.2f}"], [f"{personal:.2f}"]])
    return reimbursable, personal


def listing(lines: list[dict]) -> str:
    return "\n".join(f"- line {r['line']}, {r['date']} {r['merchant']}, USD {r['amount']:.2f}" for r in lines)


def ask_for_receipts(kit: Kit, lines: list[dict], already: set[int]) -> None:
    missing = [r for r in lines if r["receipt"] == "Missing" and r["line"] not in already]
    if missing:
        kit.mail.send(kit.mail.compose(ROSALIND, "September card report - receipts needed",
                                       "Hi Rosalind,\n\nthe policy needs a receipt for these lines and none is on file:\n\n"
                                       f"{listing(missing)}\n\nCould you find them? Lines still without a receipt when "
                                       "the report goes in are personal under the policy.\n"))


def round_1(ctx):
    kit = Kit(ctx, name="Office of the COO - finance assistant")
    lines = report(kit, submitting=False)
    write(kit, lines, "Awaiting receipts")
    ask_for_receipts(kit, lines, set())
    return f"{len(lines)} lines; missing: {[r['line'] for r in lines if r['receipt'] == 'Missing']}"


def round_2(ctx):
    kit = Kit(ctx, name="Office of the COO - finance assistant")
    lines = report(kit, submitting=False)
    write(kit, lines, "Awaiting receipts")
    ask_for_receipts(kit, lines, {23})  # line 23 was asked for on day 1
    return f"missing: {[r['line'] for r in lines if r['receipt'] == 'Missing']}"


def round_3(ctx):
    kit = Kit(ctx, name="Office of the COO - finance assistant")
    lines = report(kit, submitting=True)
    reimbursable, personal = write(kit, lines, "Submitted")
    kit.sheets.open(BOOK).update("Summary!B7", [["2025-10-03"]])
    mrds = [r for r in lines if r["receipt"] == "MRD"]
    kit.mail.send(kit.mail.compose(AP, "Card report September 2025 - R. Achterberg",
                                   f"Hello,\n\nRosalind Achterberg's September card report is on the sheet {BOOK}.\n\n"
                                   f"Total reimbursable: USD {reimbursable:.2f}\nTotal personal (to be repaid): USD {personal:.2f}\n\n"
                                   f"Lines on missing receipt declarations, for Rosalind to sign:\n{listing(mrds)}\n\n"
                                   "Office of the COO\n"))
    return f"submitted: reimbursable {reimbursable}, personal {personal}"
