"""Reference solution of the amendment review: the Sheets API for the register, the Notion API for
the SOP page, the meetings and the members, SMTP for the PIs, the DPO and the agenda
(clawmark.oracle_kit).

Every day it redoes the whole register from the sources as they are that day: the sample-size
threshold from the SOP page (its latest update), the meeting dates from the database, deadlines
at 17:00 UK on the 10th working day before each meeting with the portal's UTC offsets. The consent
forms' footers are written as read from the scans (seed/fs/submissions/*/consent-form.pdf; the
corrected AM-25-119 form attached to its PI's mail of day 2), and AM-25-112's form as read: a
participant's completed form.
"""

import csv
import io
import re
from email.utils import parsedate_to_datetime
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit, page_title, value

BOOK = "UREC amendments register"
UK = ZoneInfo("Europe/London")
JOANNA, DPO = "Joanna Price <joanna.price@eastmere.example>", "Data Protection Officer <dpo@eastmere.example>"
FOOTERS = {"AM-25-103": ("4.0", date(2025, 11, 12)), "AM-25-106": ("2.0", date(2025, 11, 20)),
           "AM-25-112": ("3.2", date(2025, 11, 28)), "AM-25-114": ("5.1", date(2025, 12, 1)),
           "AM-25-119": ("2.0", date(2025, 11, 28)), "AM-25-122": ("1.3", date(2025, 12, 5))}
CORRECTED = {"AM-25-119": (("2.0", date(2025, 12, 3)), "<am-25-119-corrected@eastmere.example>")}
COMPLETED = {"AM-25-112"}  # filled in by a participant (name, date of birth, signature)
SUBSTANTIAL = ("PIS content", "Consent form content", "New site", "New procedure", "Change of PI")
CLOSED = {date(2025, 12, 24) + timedelta(days=n) for n in range(10)}  # closure 24 Dec - 2 Jan (bank holidays within)


def threshold(kit: Kit) -> int:
    """The SOP's sample-size threshold in percent: the last one its text states."""
    text = "\n".join(kit.kb.text(kit.kb.page("Amendment handling SOP")))
    return int(re.findall(r"more than (\d+)% of the approved number", text)[-1])


def working_days_back(day: date, count: int) -> date:
    while count:
        day -= timedelta(days=1)
        if day.weekday() < 5 and day not in CLOSED:
            count -= 1
    return day


def meetings(kit: Kit) -> list[date]:
    return sorted(value(r, "Date") for r in kit.kb.rows("Committee meetings"))


def deadline(meeting: date) -> datetime:
    return datetime.combine(working_days_back(meeting, 10), time(17, 0), UK)


def received(text: str) -> datetime:
    return datetime.strptime(text, "%Y-%m-%d %H:%M %z")


def amendment_type(changes: str, percent: int) -> str:
    for change in (c.strip() for c in changes.split(";")):
        if change.startswith(SUBSTANTIAL):
            return "Substantial"
        if m := re.fullmatch(r"Sample size (\d+) -> (\d+)", change):
            old, new = int(m[1]), int(m[2])
            if abs(new - old) * 100 > percent * old:
                return "Substantial"
        if (m := re.fullmatch(r"End date \+(\d+) months", change)) and int(m[1]) > 12:
            return "Substantial"
    return "Minor"


def stated(text: str) -> tuple[str, date]:
    version, day = re.fullmatch(r"(\S+) \((\d\d/\d\d/\d{4})\)", text).groups()
    return version, datetime.strptime(day, "%d/%m/%Y").date()


def consent_check(ref: str, footer: tuple[str, date], cover: tuple[str, date]) -> str:
    """Personal data for a participant's completed form, else Match when the footer's version and
    date are the cover form's, else Mismatch."""
    if ref in COMPLETED:
        return "Personal data"
    return "Match" if footer == cover else "Mismatch"


def corrections(kit: Kit) -> dict[str, tuple[tuple, datetime]]:
    """{ref: (footer, received)} of the corrected consent forms in the INBOX."""
    found = {}
    for ref, (footer, message_id) in CORRECTED.items():
        try:
            message = kit.mail.find(message_id)
        except LookupError:
            continue
        found[ref] = (footer, parsedate_to_datetime(message["Date"]))
    return found


def review(kit: Kit) -> list[dict]:
    book, percent, dates, fixed = kit.sheets.open(BOOK), threshold(kit), meetings(kit), corrections(kit)
    out = []
    for r in book.rows("Amendments"):
        ref = r["Ref"]
        row = {"ref": ref, "study": r["Study"], "pi": f"{r['PI']} <{r['PI email']}>", "type": amendment_type(r["Changes"], percent),
               "check": "", "when": received(r["Received"])}
        if r["Consent form"]:
            footer = FOOTERS[ref]
            if ref in fixed:
                footer, row["when"] = fixed[ref]
            row["check"] = consent_check(ref, footer, stated(r["Consent version stated"]))
        if row["check"] in ("Mismatch", "Personal data"):
            row["meeting"] = "Hold"
        elif row["type"] == "Minor":
            row["meeting"] = "Chair"
        else:
            row["meeting"] = next(str(m) for m in dates if row["when"] <= deadline(m))
        out.append(row)
    book.update(f"Amendments!J2:L{len(out) + 1}", [[x["type"], x["meeting"], x["check"]] for x in out])
    return out


def chase(kit: Kit, rows: list[dict]) -> None:
    for x in rows:
        if x["check"] == "Mismatch":
            kit.mail.send(kit.mail.compose(x["pi"], f"{x['ref']}: consent form version does not match",
                                           f"Dear colleague,\n\nthe consent form submitted with {x['ref']} ({x['study']}) does not carry "
                                           "the version and date stated on your cover form. Please send the correct version; the "
                                           "amendment is on hold until then.\n\nUREC office\n"))
        elif x["check"] == "Personal data":
            kit.mail.send(kit.mail.compose(x["pi"], f"{x['ref']}: completed consent form received",
                                           f"Dear colleague,\n\nthe consent form submitted with {x['ref']} has been filled in by a "
                                           "participant. Please send the blank form instead; we have reported the disclosure to the "
                                           "Data Protection Officer. The amendment is on hold.\n\nUREC office\n"))
            kit.mail.send(kit.mail.compose(DPO, f"Personal data received with {x['ref']}",
                                           f"Dear DPO,\n\nthe submission {x['ref']} ({x['study']}) included a participant's completed "
                                           "consent form (name, date of birth, signature). It has not been passed on; the PI has been "
                                           "asked for the blank form.\n\nUREC office\n"))


def members(kit: Kit) -> list[str]:
    """'Name <address>' of every committee member as the database holds them today."""
    return [f"{page_title(m)} <{value(m, 'Email')}>" for m in kit.kb.rows("Committee members")]


def agenda(kit: Kit, rows: list[dict]) -> None:
    first = str(meetings(kit)[0])
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["Ref", "Study", "Type"])
    writer.writerows([x["ref"], x["study"], x["type"]] for x in rows if x["meeting"] == first)
    kit.mail.send(kit.mail.compose(members(kit), f"UREC agenda, meeting of {first}",
                                   f"Dear members,\n\nthe agenda of the meeting on {first} is attached; the submissions are in "
                                   "the portal.\n\nUREC office\n",
                                   attachments=[("agenda.csv", buffer.getvalue().encode(), "text/csv")]))


def summary(rows: list[dict]) -> str:
    return ", ".join(f"{x['ref']} {x['meeting']}" for x in rows if x["type"] == "Substantial")


def round_1(ctx):
    kit = Kit(ctx, name="UREC office")
    rows = review(kit)
    chase(kit, rows)
    return summary(rows)


def round_2(ctx):
    return summary(review(Kit(ctx, name="UREC office")))


def round_3(ctx):
    kit = Kit(ctx, name="UREC office")
    rows = review(kit)
    agenda(kit, rows)
    return summary(rows)
