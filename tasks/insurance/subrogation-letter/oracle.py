"""Reference solution of Evergreen Basin's subrogation week: the Sheets API for the register, SMTP
for the demands, counsel referrals, the insured's refund and the adjuster's answer
(clawmark.oracle_kit).

Facts only a scan shows are written as read: the liability shares of the signed letters
(files/SF-14/liability-letter.pdf; SF-02's attached to Cascade's mail of day 2;
files/SF-21/liability-letter.pdf, scanned in on day 3) and the amount on Pioneer's SF-01
remittance advice. Payments, loss dates, deductibles and carriers are read from the register each
day, and every open file is worked again.
"""

from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

from clawmark.oracle_kit import Kit

BOOK = "Subrogation register"
NAME = "Evergreen Basin subrogation"
LEGAL = "Evergreen Basin in-house counsel <legal@evergreenbasin.example>"
CENT = Decimal("0.01")
THRESHOLD = Decimal(1000)
COUNSEL_WINDOW = timedelta(days=45)
SIGNED_SHARES = {1: {"SF-14": 75}, 2: {"SF-02": 60}, 3: {"SF-21": 70}}  # day known -> file -> liability %
REMITTED = {"SF-01": Decimal("7850.00")}  # SF-01-remittance.pdf, day 3
SHEET_EPOCH = date(1899, 12, 30)


def as_date(cell) -> date:
    """A sheet date: a serial (days since 1899-12-30) or ISO text."""
    return SHEET_EPOCH + timedelta(days=int(cell)) if isinstance(cell, (int, float)) else date.fromisoformat(str(cell)[:10])


def shares(day: int) -> dict[str, int]:
    return {f: s for d, letters in sorted(SIGNED_SHARES.items()) if d <= day for f, s in letters.items()}


def third_anniversary(loss: date) -> date:
    return loss.replace(year=loss.year + 3) if (loss.month, loss.day) != (2, 29) else date(loss.year + 3, 3, 1)


def paid_total(payments, claim: str) -> Decimal:
    return sum((Decimal(str(p["Amount"])) for p in payments if p["Claim"] == claim and p["Status"] == "Issued"), Decimal(0))


def decide(r, payments, today: date, day: int) -> tuple[str, Decimal, Decimal, Decimal]:
    """(status, paid total, liability %, demand) of one file by the handbook."""
    paid = paid_total(payments, r["Claim"])
    share = Decimal(str(shares(day).get(r["File"], r["Liability %"])))
    demand = ((paid + Decimal(str(r["Deductible"]))) * share / 100).quantize(CENT, rounding=ROUND_HALF_UP)
    anniversary = third_anniversary(as_date(r["Date of loss"]))
    if anniversary < today:
        return "Time-barred", paid, share, demand
    if anniversary <= today + COUNSEL_WINDOW:
        return "Counsel", paid, share, demand
    return ("Below threshold" if demand < THRESHOLD else "Demand sent"), paid, share, demand


def work(kit: Kit, day: int) -> list[str]:
    """Work every open file: write Liability %, Paid total, Demand, Status; mail what changed."""
    book = kit.sheets.open(BOOK)
    payments = book.rows("Payments!A1:E200", "UNFORMATTED_VALUE")
    done = []
    for r in book.rows("Files!A1:O25", "UNFORMATTED_VALUE"):
        if r["Status"] == "Recovered":
            continue
        status, paid, share, demand = decide(r, payments, kit.now.date(), day)
        book.update(f"Files!I{r.number}", [[int(share)]])
        book.update(f"Files!K{r.number}:M{r.number}", [[f"{paid:.2f}", f"{demand:.2f}", status]])
        before = r["Demand"]
        if status == "Demand sent" and (r["Status"] != "Demand sent" or Decimal(str(before)) != demand):
            demand_letter(kit, r, paid, share, demand, revised=r["Status"] == "Demand sent")
            done.append(f"{r['File']} {demand}")
        elif status == "Counsel" and r["Status"] != "Counsel":
            kit.mail.send(kit.mail.compose(LEGAL, f"{r['File']} to counsel - statute {third_anniversary(as_date(r['Date of loss']))}",
                                           f"{r['File']} (claim {r['Claim']}, {r['Adverse carrier']} claim {r['Adverse claim #']}): "
                                           f"the statute runs on {third_anniversary(as_date(r['Date of loss']))}. "
                                           f"Paid ${paid:,.2f}; demand value ${demand:,.2f}.\n"))
            done.append(f"{r['File']} counsel")
    return done


def demand_letter(kit: Kit, r, paid: Decimal, share: Decimal, demand: Decimal, revised: bool) -> None:
    kit.mail.send(kit.mail.compose(
        r["Carrier email"], f"{'Revised demand' if revised else 'Subrogation demand'} - our file {r['File']}, your claim {r['Adverse claim #']}",
        f"{r['Adverse carrier']},\n\nEvergreen Basin Insurance file {r['File']} (our claim {r['Claim']}), your claim "
        f"{r['Adverse claim #']}. We paid ${paid:,.2f}; with our insured's deductible of ${Decimal(str(r['Deductible'])):,.2f} "
        f"and your {share}% share of liability, we demand ${demand:,.2f}.\n\nEvergreen Basin Insurance, subrogation\n"))


def round_1(ctx):
    return ", ".join(work(Kit(ctx, name=NAME), 1))


def round_2(ctx):
    return ", ".join(work(Kit(ctx, name=NAME), 2))


def round_3(ctx):
    kit = Kit(ctx, name=NAME)
    book = kit.sheets.open(BOOK)
    for r in book.rows("Files!A1:O25", "UNFORMATTED_VALUE"):
        if r["File"] in REMITTED:
            received, deductible = REMITTED[r["File"]], Decimal(str(r["Deductible"]))
            refund = (received * deductible / (Decimal(str(r["Paid total"])) + deductible)).quantize(CENT, rounding=ROUND_HALF_UP)
            book.update(f"Files!M{r.number}:O{r.number}", [["Recovered", f"{received:.2f}", f"{refund:.2f}"]])
            kit.mail.send(kit.mail.compose(f"{r['Insured']} <{r['Insured email']}>", f"Your deductible - claim {r['Claim']}",
                                           f"Dear {r['Insured']},\n\n{r['Adverse carrier']} has paid ${received:,.2f} on your "
                                           f"claim. Your share of the recovery, ${refund:,.2f}, is on its way to you.\n\n"
                                           "Evergreen Basin Insurance, subrogation\n"))
    return ", ".join(work(kit, 3))


def round_4(ctx):
    kit = Kit(ctx, name=NAME)
    done = work(kit, 4)
    book = kit.sheets.open(BOOK)
    sf10 = next(r for r in book.rows("Files!A1:O25", "UNFORMATTED_VALUE") if r["File"] == "SF-10")
    kit.mail.send(kit.mail.reply(kit.mail.find("<frontier-sf10@frontierauto.example>"),
                                 f"Hello Dale,\n\nOn SF-10 we paid ${Decimal(str(sf10['Paid total'])):,.2f}, not counting the "
                                 "deductible. We do not release our insured's personal details; the claim number and "
                                 "the invoices identify the loss.\n"))
    return ", ".join(done) + "; Frontier answered"
