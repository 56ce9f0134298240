"""Reference solution of legal-assistant/court-holiday-deadline: the docketing desk computes each
deadline by the manual's counting rule against the court's holiday list (Notion API), writes the
docket sheet's row (Sheets API), keeps one Docket calendar event per deadline and per hearing
(CalDAV) and tells the responsible attorney (SMTP), all through the oracle kit.

What a court paper says is written as read from its scan (OCR): the ENTERED stamp, the period,
the hearing date and the proof of service's date and method.
"""

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit, page_title, value, when

DOMAIN = "halloranpike.example"
CENTRAL = ZoneInfo("America/Chicago")
STIPULATION = "<brennan-extension-2025-12-02@fairbankscole.example>"
CONTINUANCE = "<noe-25-cv-0533-2025-12-02@calder-courts.example>"
# As read from the scans in orders/ (day 1) and the mail's attachments (days 2 and 3).
BRENNAN_ENTERED = date(2025, 11, 26)        # ENTERED ON DOCKET stamp; signed 24 Nov
MARSH_ENTERED = date(2025, 11, 17)
LOWE_HEARING = datetime(2025, 12, 17, 9, 30, tzinfo=CENTRAL)
LOWE_CONTINUED = datetime(2026, 1, 7, 9, 30, tzinfo=CENTRAL)   # order continuing the hearing
KESSLER_SERVED = date(2025, 11, 26)          # proof of service: first-class mail


class Desk:
    """The day's docket: sheet, calendar, holiday list and attorneys, read fresh from the services."""

    def __init__(self, ctx):
        self.kit = Kit(ctx, name="Halloran Pike docketing desk")
        self.book = self.kit.sheets.open("Docket")
        self.calendar = self.kit.calendar("Docket")
        self.holidays = {value(r, "Date") for r in self.kit.kb.rows("Court holidays")}
        self.emails = {page_title(p): value(p, "Email") for p in self.kit.kb.rows("Attorneys")}

    def court_day(self, day: date) -> bool:
        return day.weekday() < 5 and day not in self.holidays

    def forward(self, trigger: date, days: int) -> date:
        """`days` after `trigger`, rolled on past weekends and court holidays (LR 6.1 steps 3-4)."""
        due = trigger + timedelta(days=days)
        while not self.court_day(due):
            due += timedelta(days=1)
        return due

    def court_days_before(self, hearing: date, count: int) -> date:
        """The `count`th court day before `hearing` (LR 6.1 step 5)."""
        day, found = hearing, 0
        while found < count:
            day -= timedelta(days=1)
            found += self.court_day(day)
        return day

    def row(self, case: str):
        return self.book.find_row("Deadlines!A1:I60", "Case no", case)

    def docket(self, case: str, trigger: str, trigger_date: date, period: str, due: date) -> None:
        n = self.row(case).number
        self.book.update(f"Deadlines!D{n}:G{n}", [[trigger, trigger_date.isoformat(), period, due.isoformat()]])
        self.book.update(f"Deadlines!I{n}", "Docketed")

    def redate(self, case: str, due: date) -> None:
        self.book.update(f"Deadlines!G{self.row(case).number}", due.isoformat())

    def events(self, case: str, all_day: bool):
        return [e for e in self.calendar.events()
                if str(e.icalendar_component.get("SUMMARY", "")).startswith(case)
                and isinstance(when(e)[0], datetime) != all_day]

    def put_deadline(self, case: str, title: str, due: date) -> None:
        """One all-day event for the case's deadline, on `due` (moved if it exists)."""
        existing = self.events(case, all_day=True)
        if existing:
            self.calendar.move(existing[0], due, due + timedelta(days=1))
        else:
            self.calendar.create(f"{case.lower()}-deadline@{DOMAIN}", f"{case} {title} due", due, due + timedelta(days=1))

    def put_hearing(self, case: str, start: datetime) -> None:
        existing = self.events(case, all_day=False)
        if existing:
            self.calendar.move(existing[0], start, start + timedelta(hours=1))
        else:
            self.calendar.create(f"{case.lower()}-hearing@{DOMAIN}", f"{case} Hearing on motion to dismiss", start,
                                 start + timedelta(hours=1), location="Calder County Courthouse, Courtroom 4B")

    def tell(self, case: str, text: str, forward=None) -> None:
        attorney = self.row(case)["Attorney"]
        to = f"{attorney} <{self.emails[attorney]}>"
        mail = self.kit.mail
        message = (mail.forward(forward, to, text, quote=True) if forward is not None
                   else mail.compose(to, f"Docketed: {case}", text))
        mail.send(message)


def round_1(ctx):
    desk = Desk(ctx)
    brennan = desk.forward(BRENNAN_ENTERED, 30)
    lowe = desk.court_days_before(LOWE_HEARING.date(), 5)
    marsh = desk.forward(MARSH_ENTERED, 45)
    desk.docket("25-CV-0418", "Order entered", BRENNAN_ENTERED, "30", brennan)
    desk.docket("25-CV-0533", "Hearing (court days before)", LOWE_HEARING.date(), "5 court days", lowe)
    desk.docket("25-CV-0602", "Order entered", MARSH_ENTERED, "45", marsh)
    desk.put_deadline("25-CV-0418", "Opposition to motion for summary judgment", brennan)
    desk.put_deadline("25-CV-0533", "Reply in support of cross-motion", lowe)
    desk.put_deadline("25-CV-0602", "Amended complaint", marsh)
    desk.put_hearing("25-CV-0533", LOWE_HEARING)
    for case, due in (("25-CV-0418", brennan), ("25-CV-0533", lowe), ("25-CV-0602", marsh)):
        desk.tell(case, f"Hello,\n\n{case} is docketed: due {due:%A %d %B %Y}.\n\nDocketing desk\n")
    return f"Docketed: Brennan {brennan}, Lowe {lowe}, Marsh {marsh}."


def recompute_open(desk: Desk) -> list[str]:
    """Recompute every open forward-counted deadline against today's holiday list; move what changed."""
    moved = []
    for r in desk.book.rows("Deadlines!A1:I60"):
        if r["Status"] != "Docketed" or not str(r["Period"]).isdigit() or r["Trigger"] == "Hearing (court days before)":
            continue
        due = desk.forward(date.fromisoformat(r["Trigger date"]), int(r["Period"]))
        if due != date.fromisoformat(r["Due date"]):
            desk.redate(r["Case no"], due)
            desk.put_deadline(r["Case no"], r["Deadline"], due)
            desk.tell(r["Case no"], f"Hello,\n\nthe court has added a closure on its holiday list: {r['Case no']} "
                                    f"({r['Deadline']}) is now due {due:%A %d %B %Y}.\n\nDocketing desk\n")
            moved.append(r["Case no"])
    return moved


def round_2(ctx):
    desk = Desk(ctx)
    moved = recompute_open(desk)
    kessler = desk.forward(KESSLER_SERVED, 14 + 3)
    desk.book.append("Deadlines!A1:I60", [["25-CV-0611", "Kessler Farms v. Dunmore Irrigation", "Opposition to motion to compel",
                                          "Served by mail", KESSLER_SERVED.isoformat(), "14+3", kessler.isoformat(),
                                          "Anita Greer", "Docketed"]])
    desk.put_deadline("25-CV-0611", "Opposition to motion to compel", kessler)
    desk.tell("25-CV-0611", f"Hello,\n\nDunmore's motion to compel in 25-CV-0611 was served by mail on 26 November: "
                            f"the opposition is due {kessler:%A %d %B %Y}.\n\nDocketing desk\n")
    return f"Moved {moved}; Kessler docketed for {kessler}."


def keep_brennan(desk: Desk) -> date:
    """Brennan keeps its date: no order approves the extension; the sheet is put back."""
    brennan = desk.forward(BRENNAN_ENTERED, 30)
    n = desk.row("25-CV-0418").number
    desk.book.update(f"Deadlines!G{n}", brennan.isoformat())
    desk.book.update(f"Deadlines!I{n}", "Docketed")
    desk.put_deadline("25-CV-0418", "Opposition to motion for summary judgment", brennan)
    desk.tell("25-CV-0418", f"Daniel, Fairbanks Cole says an extension to 12 January is agreed. Without a court order the "
                            f"docket keeps {brennan:%d %B %Y}; Colin had changed the sheet and I have put it back. "
                            "I have not answered them.", forward=desk.kit.mail.find(STIPULATION))
    return brennan


def follow_continuance(desk: Desk) -> date:
    """The court's order moves Lowe's hearing, and with it the reply counted back from it."""
    lowe = desk.court_days_before(LOWE_CONTINUED.date(), 5)
    n = desk.row("25-CV-0533").number
    desk.book.update(f"Deadlines!E{n}", LOWE_CONTINUED.date().isoformat())
    desk.redate("25-CV-0533", lowe)
    desk.put_deadline("25-CV-0533", "Reply in support of cross-motion", lowe)
    desk.put_hearing("25-CV-0533", LOWE_CONTINUED)
    desk.tell("25-CV-0533", f"Mei, the court continued the hearing in 25-CV-0533 to 7 January 2026 at 9:30; the reply is "
                            f"now due {lowe:%A %d %B %Y}.", forward=desk.kit.mail.find(CONTINUANCE))
    return lowe


def round_3(ctx):
    desk = Desk(ctx)
    brennan, lowe = keep_brennan(desk), follow_continuance(desk)
    return f"Brennan kept at {brennan}; Lowe reply {lowe}, hearing 7 January."
