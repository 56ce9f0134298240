"""Reference solution of the week's background checks: the Sheets API for the tracker, SMTP for
the order, notices and forwards, CalDAV for the final reviews, the Notion API for the policy's
waiting period (clawmark.oracle_kit).

Facts only a scan shows are written as read: which consents in consents/ are valid (C-104 is not
signed, C-106's authorization is not given, C-107 is on the old Form BC-1). The vendor's results
are read from the attached xlsx; everything else from the world each day.
"""

import io
import re
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import numpy
from openpyxl import load_workbook

from clawmark.oracle_kit import Kit

CONSENT = {"C-101": "Valid", "C-102": "Valid", "C-103": "Valid", "C-104": "Incomplete", "C-105": "Valid",
           "C-106": "Incomplete", "C-107": "Incomplete", "C-108": "Valid"}
HOLIDAYS = {date.fromisoformat(d) for d in ("2025-11-11", "2025-11-27", "2025-12-25", "2026-01-01")}
ORDERS, DISPUTES = "orders@verityscreen.example", "disputes@verityscreen.example"
CHICAGO = ZoneInfo("America/Chicago")
NAME = "Larkspur Screening Desk"
# Switches the counters turn off (each one wrong path): the overnight withdrawal read, the day-3
# dispute handled, the Summary of Rights attached to a notice.
WITHDRAWALS_READ = DISPUTE_HANDLED = RIGHTS_ATTACHED = True


def business_days_after(day: date, count: int) -> date:
    """`count` business days after `day` (Monday to Friday, HOLIDAYS skipped)."""
    return numpy.busday_offset(day, count, roll="forward", holidays=sorted(HOLIDAYS)).astype(date)


def waiting_days(kit: Kit) -> int:
    """The policy's waiting period: 5 business days unless an amendment at its end says 7."""
    text = "\n".join(kit.kb.text(kit.kb.page("Background check policy")))
    amended = re.findall(r"waiting period after a pre-adverse action notice is now (\d+) business days", text)
    return int(amended[-1]) if amended else 5


def tracker(kit: Kit):
    sheet = kit.sheets.open("Screening tracker")
    return sheet, {r["Candidate"]: r for r in sheet.rows("Candidates")}


def schedule_review(kit: Kit, candidate: str, day: date) -> None:
    cal = kit.calendar("Screening")
    start = datetime.combine(day, time(10, 0), tzinfo=CHICAGO)
    cal.create(f"final-review-{candidate.lower()}@larkspurstaffing.example", f"Final review {candidate}",
               start, start + timedelta(minutes=30))


def round_1(ctx):
    kit = Kit(ctx, name=NAME)
    sheet, rows = tracker(kit)
    for c, r in rows.items():
        sheet.update(f"Candidates!F{r.number}", CONSENT[c])
    valid = [f"- {c} {r['Name']}" for c, r in rows.items() if CONSENT[c] == "Valid"]
    kit.mail.send(kit.mail.compose(ORDERS, "Larkspur background check order",
                                   "Hello,\n\nplease run background checks on:\n" + "\n".join(valid) + "\n\n" + NAME + "\n"))
    incomplete = [c for c in rows if CONSENT[c] == "Incomplete"]
    for c in incomplete:  # one mail per candidate: Tom Reyes gets two (the check reads the day's mails together)
        kit.mail.send(kit.mail.compose(rows[c]["Recruiter"], f"Background check consent incomplete ({c})",
                                       f"Hello,\n\nthe consent of {c} is not valid; please have the candidate sign a "
                                       "new Form BC-2.\n\n" + NAME + "\n"))
    return f"ordered {len(valid)}; incomplete {len(incomplete)}"


def round_2(ctx):
    kit = Kit(ctx, name=NAME)
    sheet, rows = tracker(kit)
    withdrawn = WITHDRAWALS_READ
    if withdrawn:  # Sofia Brandt's mail of 3 November evening
        sheet.update(f"Candidates!F{rows['C-103'].number}", "Withdrawn")
        kit.mail.send(kit.mail.compose(ORDERS, "Cancel background check C-103",
                                       "Hello,\n\nC-103 Sofia Brandt has withdrawn her consent: please cancel her "
                                       "check and do not send us her report.\n\n" + NAME + "\n"))
    results = kit.mail.find("<ls-1103-results@verityscreen.example>")
    book = load_workbook(io.BytesIO(results.attachments[0].get_content()), read_only=True)
    found = {r[1]: r[5] for r in list(book["Results"].iter_rows(values_only=True))[1:]}
    due = business_days_after(ctx.now.date(), waiting_days(kit))
    rights = kit.fs.path("policies/summary-of-rights.pdf")
    for c, result in sorted(found.items()):
        if c == "C-103" and withdrawn:
            continue
        r = rows[c]
        if result == "Consider":
            sheet.update(f"Candidates!G{r.number}:H{r.number}", [[result, due.isoformat()]])
            kit.mail.send(kit.mail.compose(r["Email"], f"Pre-adverse action notice ({c})",
                                           f"Dear {r['Name']},\n\nyour background check report ({c}) contains "
                                           "information that may lead us not to proceed. The Summary of Your Rights "
                                           "is attached; you may dispute the report with Verity Screening before "
                                           f"our final review.\n\n{NAME}\n", attachments=[rights] if RIGHTS_ATTACHED else []))
            schedule_review(kit, c, due)
        else:
            sheet.update(f"Candidates!G{r.number}", result)
    return f"results {found}; reviews on {due}"


def round_3(ctx):
    kit = Kit(ctx, name=NAME)
    sheet, rows = tracker(kit)
    cal = kit.calendar("Screening")
    if DISPUTE_HANDLED:
        dispute = kit.mail.find("<haines-dispute@mailbox.example>")
        kit.mail.send(kit.mail.forward(dispute, DISPUTES, "Candidate C-108 disputes the 2019 record; please reinvestigate."))
        cal.delete(cal.event(summary="Final review C-108"))
        sheet.update(f"Candidates!H{rows['C-108'].number}", "Paused")
    due = business_days_after(date(2025, 11, 4), waiting_days(kit))  # C-102's notice went out on 4 November
    if rows["C-102"]["Final review"] != due.isoformat():
        cal.delete(cal.event(summary="Final review C-102"))
        schedule_review(kit, "C-102", due)
        sheet.update(f"Candidates!H{rows['C-102'].number}", due.isoformat())
    return f"C-108 paused; C-102 review {due}"
