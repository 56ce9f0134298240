"""Reference solution of project-management/sprint-resource-holidays: every morning the planner
reads the People and Sprints tabs (Sheets API), the Office holidays database (Notion API) and the
Team leave calendar (CalDAV), applies the kb's Capacity rules to every person and sprint, rewrites
the whole Capacity tab and every team total in Sprint capacity, and mails what is asked (SMTP).

What only a scan or a photo shows is written in as read: the Warsaw office's notice
(holidays/warsaw-office-notice-2025.pdf: 24 December 2025 is a public holiday), Hanna Schulz's
change of hours (contracts/hanna-schulz-working-hours.jpg: Tuesday to Friday from 1 December
2025) and Omar Haddad's offer (offer-omar-haddad.pdf: Payments, Austin, Monday to Friday, 100 %,
starting Monday 15 December 2025).
"""

from datetime import date, datetime, timedelta
from decimal import ROUND_FLOOR, Decimal
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit, value, when

BOOK = "Larkspur capacity"
INES = "Ines Carvalho <ines.carvalho@larkspur.example>"
GWEN = "<gwen-tran-2025-11-18@harbourbank.example>"
NOTICES = {"Warsaw": [date(2025, 12, 24)]}            # the office's signed notice beats the kb list
CONTRACTS = {"Hanna Schulz": (date(2025, 12, 1), "Tue-Fri")}
STARTERS = {2: [{"Name": "Omar Haddad", "Team": "Payments", "Office": "Austin", "Working days": "Mon-Fri",
                 "Allocation %": 100, "Start date": "2025-12-15"}]}
PATTERNS = {"Mon-Fri": (0, 1, 2, 3, 4), "Mon-Thu": (0, 1, 2, 3), "Tue-Fri": (1, 2, 3, 4)}
OFFICE_ZONES = {"Berlin": "Europe/Berlin", "Warsaw": "Europe/Warsaw", "Madrid": "Europe/Madrid",
                "Austin": "America/Chicago", "Bengaluru": "Asia/Kolkata"}
TEAMS = ("Payments", "Platform")
HALF_DAY = Decimal("0.5")                             # a timed (part-day) entry, since 1 October 2025


def iso(text) -> date | None:
    text = str(text or "").strip()
    return date.fromisoformat(text[:10]) if text else None


def counts_as_leave(kind: str) -> bool:
    """Only approved leave counts: 'Leave (approved)', not a pending or declined request."""
    return kind.startswith("Leave (approved")


class Desk:
    """The morning's People, Sprints, holidays and leave, read fresh."""

    def __init__(self, ctx, day: int):
        self.kit, self.day = Kit(ctx, name="Larkspur resourcing desk"), day
        self.book = self.kit.sheets.open(BOOK)
        self.people = {r["Name"]: r.values for r in self.book.rows("People!A1:F100")}
        for d, starters in sorted(STARTERS.items()):   # not in the People tab before HR's next sync
            self.people.update({s["Name"]: dict(s) for s in starters if d <= day})
        self.sprints = {r["Sprint"]: (iso(r["Start"]), iso(r["End"])) for r in self.book.rows("Sprints!A1:C20")}
        self.holidays = {}
        for row in self.kit.kb.rows("Office holidays"):
            self.holidays.setdefault(value(row, "Office"), set()).add(value(row, "Date"))
        for office, days in NOTICES.items():
            self.holidays.setdefault(office, set()).update(days)
        self.leave = self.read_leave()

    def read_leave(self) -> dict[str, dict[date, Decimal]]:
        """Approved leave only: {person: {day: days off}}, a timed entry being half a day."""
        leave: dict[str, dict[date, Decimal]] = {}
        for event in self.kit.calendar("Team leave").events():
            summary = str(event.icalendar_component["SUMMARY"])
            person, _, kind = summary.partition(" - ")
            if not counts_as_leave(kind) or person not in self.people:
                continue
            start, end = when(event)
            days = leave.setdefault(person, {})
            if isinstance(start, datetime):
                local = start.astimezone(ZoneInfo(OFFICE_ZONES[self.people[person]["Office"]])).date()
                days[local] = days.get(local, Decimal(0)) + HALF_DAY
            else:
                d = start
                while d < end:
                    days[d] = Decimal(1)
                    d += timedelta(days=1)
        return leave

    def weekdays(self, person: str, d: date) -> tuple[int, ...]:
        since, pattern = CONTRACTS.get(person, (None, None))
        return PATTERNS[pattern if since and d >= since else self.people[person]["Working days"]]

    def available(self, person: str, sprint: str) -> Decimal:
        row = self.people[person]
        first, last = self.sprints[sprint]
        start, holidays, leave = iso(row.get("Start date")), self.holidays.get(row["Office"], set()), self.leave.get(person, {})
        days, d = Decimal(0), first
        while d <= last:
            if d.weekday() in self.weekdays(person, d) and not (start and d < start) and d not in holidays:
                days += 1 - leave.get(d, Decimal(0))
            d += timedelta(days=1)
        share = days * Decimal(str(row["Allocation %"])) / 100
        return (share * 2).to_integral_value(rounding=ROUND_FLOOR) / 2

    def plan(self) -> list[list]:
        rows = []
        for sprint in sorted(self.sprints):
            for person, row in self.people.items():
                start = iso(row.get("Start date"))
                if start and start > self.sprints[sprint][1]:
                    continue
                rows.append([person, row["Team"], sprint, self.available(person, sprint)])
        return rows

    def write(self) -> dict[tuple[str, str], Decimal]:
        """The whole Capacity tab and every team total, rewritten; returns the totals."""
        rows = self.plan()
        self.book.update(f"Capacity!A2:D{len(rows) + 1}", [[p, t, s, float(v)] for p, t, s, v in rows])
        totals = {(s, t): sum((v for _, team, sp, v in rows if team == t and sp == s), Decimal(0))
                  for s in self.sprints for t in TEAMS}
        for (sprint, team), figure in sorted(totals.items()):
            self.kit.kb.update(self.kit.kb.row("Sprint capacity", f"{sprint} {team}"), {"Capacity (days)": figure})
        return totals


def figure(n: Decimal) -> str:
    return f"{n.normalize():f}"


def round_1(ctx):
    totals = Desk(ctx, 1).write()
    return f"Plan built; S-43 Payments {totals['S-43', 'Payments']}."


def round_2(ctx):
    totals = Desk(ctx, 2).write()
    return f"Omar added; S-42 Payments {totals['S-42', 'Payments']}."


def round_3(ctx):
    desk = Desk(ctx, 3)
    totals = desk.write()
    mail = desk.kit.mail
    mail.send(mail.reply(mail.find(GWEN), "Dear Gwen,\n\nthe Payments team has "
                         f"{figure(totals['S-43', 'Payments'])} person-days of capacity in S-43 (24 December to 6 "
                         "January). We don't share individual colleagues' leave, but the total already allows "
                         "for it.\n\nLarkspur resourcing desk\n"))
    return f"Gwen told {totals['S-43', 'Payments']}."


def round_4(ctx):
    desk = Desk(ctx, 4)
    totals = desk.write()
    desk.kit.mail.send(desk.kit.mail.compose(INES, "S-43 capacity for the commitment meeting",
                                             "Hi Ines,\n\nS-43 capacity as it stands now:\n"
                                             f"Payments: {figure(totals['S-43', 'Payments'])} person-days\n"
                                             f"Platform: {figure(totals['S-43', 'Platform'])} person-days\n\n"
                                             "Resourcing desk\n"))
    return f"Ines told {totals['S-43', 'Payments']} / {totals['S-43', 'Platform']}."
