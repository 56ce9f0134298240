"""Reference solution of capital call 9 (Larkfield Capital Partners III LP): the Sheets API for the
investor register and the Call 9 sheet, the kb's transfer register, IMAP/SMTP for mail, the
workspace for the drafts (clawmark.oracle_kit).

Every day it re-reads the register (commitments, called to date, contacts), the transfer register
and the INBOX, recomputes the whole call and rewrites the sheet and every draft, so it follows
the silent changes. Facts only a scan shows are written in as read, with the file named.
"""

from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from clawmark.oracle_kit import Kit, add_business_days, value

BOOK = "Fund III investor register"
CFO = "Owen Pratt <owen.pratt@larkfield.example>"
COMPLIANCE = "Compliance <compliance@larkfield.example>"
# calls/call-09-drawdown-memo-signed.pdf (scan): Project Kestrel, GBP 18,450,000.00, funding 16 March 2026.
TOTAL = Decimal("18450000.00")
FUNDING = date(2026, 3, 16)
# the revised memo attached to this mail (scan, DM-III-09 rev 1): GBP 16,275,000.00, funding unchanged.
REVISED_MAIL = "<call9-revised@larkfield.example>"
REVISED_TOTAL = Decimal("16275000.00")
# side-letters/LP-08-...pdf (scan): LP-08 excused from Project Kestrel. LP-21's names Project Osprey.
EXCUSED = {"LP-08"}
RELEASE = date(2026, 3, 5)  # Helena, day 1: the notices go out on Thursday 5 March
WIRE_MAIL = "<bank-update-0304@hallam-pension.example>"
FUND_ACCOUNT = "Larkfield Capital Partners III LP, HSBC UK, IBAN GB18 HBUK 4012 7712 3456 78"


def has(kit: Kit, message_id: str) -> bool:
    try:
        kit.mail.find(message_id)
        return True
    except LookupError:
        return False


def num(v) -> Decimal:
    return Decimal(str(v).replace(",", "").strip())


def register(kit: Kit) -> list:
    return kit.sheets.open(BOOK).rows("LPs", render="UNFORMATTED_VALUE")


def transfers(kit: Kit, on: date) -> dict[str, tuple[str, str]]:
    """LP ID -> (transferee, notice email) for every Completed transfer effective by `on`."""
    out = {}
    for r in kit.kb.rows("Transfer register"):
        eff = value(r, "Effective date")
        if value(r, "Status") == "Completed" and eff is not None and eff <= on:
            out[value(r, "LP ID").strip()] = (value(r, "Transferee"), value(r, "Transferee notice email"))
    return out


def allocate(commitments: dict[str, Decimal], total: Decimal, excused: set[str]) -> dict[str, Decimal]:
    part = {k: v for k, v in commitments.items() if k not in excused}
    s = sum(part.values())
    out = {k: (total * v / s).quantize(Decimal("0.01"), ROUND_HALF_UP) for k, v in part.items()}
    big = max(part, key=lambda k: (part[k], k))
    out[big] += total - sum(out.values())
    return out


def due_date() -> date:
    return max(FUNDING, add_business_days(RELEASE, 10))


def draft(lp: str, name: str, email: str, amount: Decimal, due: date) -> str:
    return (f"To: {email}\nSubject: Larkfield Capital Partners III LP - Capital call no. 9 - {lp}\n\n"
            f"Dear {name},\n\nunder clause 5 of the Limited Partnership Agreement the General Partner draws down "
            f"capital for call no. 9. Your contribution is GBP {amount:,.2f}, due on {due.isoformat()}.\n\n"
            f"Please pay to {FUND_ACCOUNT}, reference \"Call 9 {lp}\".\n\nLarkfield Investor Relations\n")


def prepare(kit: Kit) -> tuple[list, dict]:
    """Recompute the call, rewrite the Call 9 sheet and the drafts; returns the plan."""
    total = REVISED_TOTAL if has(kit, REVISED_MAIL) else TOTAL
    rows = register(kit)
    commitments = {r["LP ID"]: num(r["Commitment (GBP)"]) for r in rows}
    amounts = allocate(commitments, total, EXCUSED)
    moved = transfers(kit, RELEASE)
    due = due_date()
    book = kit.sheets.open(BOOK)
    call = book.rows("Call 9")
    plan = []
    for r in rows:
        lp = r["LP ID"]
        name, email = moved.get(lp, (r["Investor"], r["Notice email"]))
        n = next(c.number for c in call if c["LP ID"] == lp)
        if lp in EXCUSED:
            book.update(f"Call 9!B{n}:E{n}", [[name, email, "0", ""]])
            continue
        book.update(f"Call 9!B{n}:D{n}", [[name, email, str(amounts[lp])]])
        book.update(f"Call 9!E{n}", [[due.isoformat()]], raw=True)
        kit.fs.write_text(f"notices/call-09/{lp}.txt", draft(lp, name, email, amounts[lp], due))
        plan.append((lp, n, name, email, amounts[lp]))
    return plan, {"total": total, "rows": {r["LP ID"]: r for r in rows}}


def notice_messages(kit: Kit, plan: list) -> list:
    """One mail per draft: to the LP's notice email alone, the draft's subject and body."""
    messages = []
    for lp, n, name, email, amount in plan:
        text = kit.fs.read_text(f"notices/call-09/{lp}.txt")
        head, body = text.split("\n\n", 1)
        subject = next(line.split(":", 1)[1].strip() for line in head.splitlines() if line.startswith("Subject:"))
        messages.append(kit.mail.compose(f"{name} <{email}>", subject, body))
    return messages


def round_1(ctx):
    plan, info = prepare(Kit(ctx, name="Larkfield Investor Relations"))
    return f"day 1: {len(plan)} LPs called, total {info['total']}"


def round_2(ctx):
    plan, info = prepare(Kit(ctx, name="Larkfield Investor Relations"))
    return f"day 2: {len(plan)} LPs, total {info['total']}"


def round_3(ctx):
    kit = Kit(ctx, name="Larkfield Investor Relations")
    plan, info = prepare(kit)
    if has(kit, WIRE_MAIL):
        kit.mail.send(kit.mail.forward(kit.mail.find(WIRE_MAIL), COMPLIANCE,
                                       "Hi compliance,\n\nthis asks us to change LP-05's bank details; it comes from hallam-pension.example, "
                                       "not the LP's hallam-pensions.example. Nothing changed, not answered (LPA 5.8).\n", quote=True))
    return f"day 3: {len(plan)} LPs, total {info['total']}"


def round_4(ctx):
    kit = Kit(ctx, name="Larkfield Investor Relations")
    plan, info = prepare(kit)
    book = kit.sheets.open(BOOK)
    messages = notice_messages(kit, plan)
    for lp, n, name, email, amount in plan:
        book.update(f"Call 9!F{n}", [[RELEASE.isoformat()]], raw=True)
        reg = info["rows"][lp]
        book.update(f"LPs!D{reg_row(kit, lp)}", [[str(num(reg['Called to date (GBP)']) + amount)]])
    kit.mail.send(*messages)
    kit.mail.send(kit.mail.compose(CFO, "Call 9 released", summary(info["total"], len(plan), sorted(EXCUSED))))
    return f"day 4: {len(plan)} notices sent"


def summary(total: Decimal, sent: int, excused: list[str]) -> str:
    """The CFO summary in the handbook's form."""
    return (f"Hi Owen,\n\ncall 9 (Project Kestrel) is out today, due {due_date().isoformat()}.\n\n"
            f"Total called: GBP {total:,.2f}\nNotices sent: {sent}\nExcused: {', '.join(excused) or 'none'}\n\n"
            "Larkfield Investor Relations\n")


def reg_row(kit: Kit, lp: str) -> int:
    return kit.sheets.open(BOOK).find_row("LPs", "LP ID", lp).number
