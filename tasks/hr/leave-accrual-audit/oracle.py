"""Reference solution of the leave audit: openpyxl for the timesheet export, the Notion API for
the policy's carry-over exceptions, the Sheets API for the balances, SMTP for the findings and
the bureau's CSV (clawmark.oracle_kit).

Every day it recomputes each balance from the sources as they are that day: the entitlement
from the sheet's weekly hours and start date (pro rata by the 15th rule) or from a contract
variation, carry-over capped at 40.0 unless an exception allows more, and the Annual leave
entries of the latest export. The variation's hours and date are written as read from its scan
(artifacts/contract-variation-E-1007.pdf, attached to Gwen's mail of day 2).
"""

import csv
import io
from datetime import date
from decimal import ROUND_CEILING, Decimal

import openpyxl

from clawmark.oracle_kit import Kit, page_title, value

BOOK = "Leave balances 2025"
GWEN = "Gwen Ashby <gwen.ashby@thornburypack.example>"
BUREAU = "Avonside Payroll Services <payroll@avonside-payroll.example>"
EXPORT = "timesheets/leave-and-absence-2025-01-09.xlsx"
VARIATIONS = {"E-1007": (8, Decimal("22.5"))}  # from 1 August 2025, 37.5 -> 22.5 hours (the signed scan)
CAP = Decimal("40.0")


def half_up(x: Decimal) -> Decimal:
    return (x * 2).to_integral_value(rounding=ROUND_CEILING) / 2


def months_from(start: str) -> int:
    if not start:
        return 12
    d = date.fromisoformat(start)
    return 12 - d.month + (1 if d.day <= 15 else 0)


def entitlement(eid: str, hours: Decimal, start: str, variations: dict) -> Decimal:
    if eid in variations:
        month, new = variations[eid]
        return half_up(Decimal("5.6") * (hours * (month - 1) + new * (13 - month)) / 12)
    return half_up(Decimal("5.6") * hours * months_from(start) / 12)


def leave_taken(kit: Kit) -> dict[str, Decimal]:
    sheet = openpyxl.load_workbook(kit.fs.path(EXPORT), read_only=True).active
    taken = {}
    for eid, _, _, kind, hours in list(sheet.iter_rows(values_only=True))[1:]:
        if kind == "Annual leave":
            taken[eid] = taken.get(eid, Decimal(0)) + Decimal(str(hours))
    return taken


def exceptions(kit: Kit) -> dict[str, Decimal]:
    return {page_title(r): Decimal(str(value(r, "Hours allowed"))) for r in kit.kb.rows("Carry-over exceptions")}


def audit(kit: Kit, variations: dict) -> list[dict]:
    book, taken, allowed = kit.sheets.open(BOOK), leave_taken(kit), exceptions(kit)
    out = []
    for r in book.rows("Balances"):
        eid = r["Employee ID"]
        carry = Decimal(str(r["Carry-over 2024 h"] or 0))
        kept = min(carry, allowed.get(eid, CAP))
        ent = entitlement(eid, Decimal(str(r["Weekly hours"])), str(r["Start date"] or ""), variations)
        balance = ent + kept - taken.get(eid, Decimal(0))
        flag = "Mismatch" if Decimal(str(r["HRIS balance h"]).replace(",", "")) != balance else ""
        book.update(f"Balances!G{r.number}:K{r.number}", [[f"{ent:.2f}", f"{kept:.2f}", f"{taken.get(eid, 0):.2f}", f"{balance:.2f}", flag]])
        out.append({"id": eid, "name": r["Name"], "hris": r["HRIS balance h"], "balance": balance, "flag": flag})
    return out


def report(kit: Kit, rows: list[dict], subject: str) -> None:
    lines = "".join(f"- {r['id']} {r['name']}: HRIS {r['hris']} h, audited {r['balance']:.2f} h\n" for r in rows if r["flag"])
    kit.mail.send(kit.mail.compose(GWEN, subject, f"Hi Gwen,\n\nthe HRIS differs from the audit for:\n{lines}\n"
                                                  "The audit columns are on the Leave balances 2025 sheet.\n"))


def round_1(ctx):
    kit = Kit(ctx, name="Thornbury payroll and leave")
    rows = audit(kit, {})
    report(kit, rows, "Q3 leave audit - mismatches")
    return ", ".join(r["id"] for r in rows if r["flag"])


def round_2(ctx):
    kit = Kit(ctx, name="Thornbury payroll and leave")
    rows = audit(kit, VARIATIONS)
    report(kit, rows, "Q3 leave audit - mismatches as of today")
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["Employee ID", "Balance h"])
    writer.writerows([r["id"], f"{r['balance']:.2f}"] for r in rows)
    kit.mail.send(kit.mail.compose(BUREAU, "Thornbury - audited leave balances 30 Sep 2025",
                                   "Hello,\n\nthe audited annual-leave balances are attached.\n\nThornbury payroll and leave\n",
                                   attachments=[("leave-balances-2025-09-30.csv", buffer.getvalue().encode(), "text/csv")]))
    return ", ".join(r["id"] for r in rows if r["flag"])
