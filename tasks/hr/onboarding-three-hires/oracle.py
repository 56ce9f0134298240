"""Reference solution of hr/onboarding-three-hires, on the oracle kit (the real clients, from the
environment an agent gets). Each day it re-reads the records (New hires, Directory, the kit
tables, Team leave, IT status) and brings every cleared hire's IT request and invitations in
line with them, as the Onboarding playbook says.

Facts only the passport photos show are written as read:
- hires/meera-pillai/passport-photo-page.jpg: expires 19 AUG 2031;
- hires/tomasz-wojcik/passport-photo-page.jpg: expired 14 FEB 2025;
- hires/grace-oconnell/passport-photo-page.jpg: expires 02 MAY 2029;
- the renewed passport Tomasz mailed on day 2 (tomasz-passport-2025.jpg): expires 27 FEB 2035.
"""

import unicodedata
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit, add_business_days, attendees, day_starts, overlaps, value, when

LONDON = ZoneInfo("Europe/London")
EXPIRY = {"Meera Pillai": date(2031, 8, 19), "Tomasz Wójcik": date(2025, 2, 14), "Grace O'Connell": date(2029, 5, 2)}
RENEWED = {"Tomasz Wójcik": date(2035, 2, 27)}  # from the photo attached to his day-2 mail
ADDRESS = "Fernhill Robotics, 4th floor, 21 Carver Street, London EC1V 4LP"


def username(name: str) -> str:
    """first.last, lower case, accents dropped, apostrophes and spaces removed (the playbook)."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    first, *rest = plain.lower().split()
    return ".".join(part.replace("'", "") for part in [first, "".join(rest)])


def start_of(row) -> date:
    start = value(row, "Start date")  # the kit reads a date property as a date (or datetime)
    return start.date() if isinstance(start, datetime) else start


def laptop(book, role: str) -> str:
    tier = book.find_row("'Kit by role'!A1:B50", "Role", role)["Tier"]
    return book.find_row("'Kit tiers'!A1:D20", "Tier", tier)["Laptop"]


def manager_email(kit: Kit, name: str) -> str:
    return value(kit.kb.row("Directory", name), "Email")


def away(kit: Kit, manager: str, day: date) -> list:
    """The manager's absences on `day` in Team leave: (start, end), a whole day as midnight to midnight."""
    leave = kit.calendar("Team leave")
    midnight = datetime.combine(day, time(0), tzinfo=LONDON)
    found = []
    for c in leave.occurrences(midnight, midnight + timedelta(days=1)):
        if not str(c.get("SUMMARY", "")).startswith(manager + " "):
            continue
        start, end = when(c)
        if not isinstance(start, datetime):
            start, end = midnight, midnight + timedelta(days=1)
        found.append((start, end))
    return found


def manager_slot(kit: Kit, manager: str, start_day: date) -> datetime:
    """11:00 on the start day, else the first free half hour from 11:00 (ending by 17:00), else
    11:00 on the manager's next working day in."""
    day = start_day
    while True:
        busy = away(kit, manager, day)
        for start in day_starts([day], time(11), time(17), timedelta(minutes=30), LONDON):
            if not any(overlaps((start, start + timedelta(minutes=30)), b) for b in busy):
                return start
        day = add_business_days(day, 1)


def put_event(kit: Kit, uid: str, summary: str, start: datetime, length: timedelta, guests: list[str]) -> None:
    """Create the invitation, or replace it when its time or guests differ."""
    onboarding = kit.calendar("Onboarding")
    found = [e for e in onboarding.events() if str(e.icalendar_component["UID"]) == uid]
    if found:
        if when(found[0])[0] == start and set(attendees(found[0])) == set(guests):
            return
        onboarding.delete(found[0])
    onboarding.create(uid, summary, start, start + length, location="4th floor, Thames room",
                      organizer="Helen Marsh <helen.marsh@fernhill.example>", attendees=guests)


def put_request(kit: Kit, row, name: str, user: str, start: date) -> None:
    """Append the hire's IT request, or correct its laptop and dates to the current tables."""
    book = kit.sheets.open("IT provisioning")
    wanted = {"Laptop": laptop(book, value(row, "Role")), "Start date": start.isoformat(),
              "Ready by": add_business_days(start, -2).isoformat()}
    rows = book.rows("Requests!A1:H200")
    mine = [r for r in rows if r["Username"] == user]
    if not mine:
        book.append("Requests!A1:H1", [[name, user, f"{user}@fernhill.example", value(row, "Team"), wanted["Laptop"],
                                        wanted["Start date"], wanted["Ready by"], "Requested"]])
        return
    columns = {"Laptop": "E", "Start date": "F", "Ready by": "G"}
    shown = {"Laptop": mine[0]["Laptop"], "Start date": mine[0]["Start date"], "Ready by": mine[0]["Ready by"]}
    for field, want in wanted.items():
        if str(shown[field]) != want:
            book.update(f"Requests!{columns[field]}{mine[0].number}", want)


def sync(kit: Kit, row) -> None:
    """A cleared hire's work email, IT request, invitations and Status, from today's records."""
    name = value(row, "Name")
    user, start = username(name), start_of(row)
    work = f"{user}@fernhill.example"
    put_request(kit, row, name, user, start)
    manager = value(row, "Manager")
    put_event(kit, f"welcome-{user}@fernhill.example", f"Welcome and induction - {name}",
              datetime.combine(start, time(9, 30), tzinfo=LONDON), timedelta(hours=1), [work])
    put_event(kit, f"manager-{user}@fernhill.example", f"Meet your manager - {name}",
              manager_slot(kit, manager, start), timedelta(minutes=30), [work, manager_email(kit, manager)])
    updates = {"Work email": work, "RTW check": "Verified"}
    if value(row, "Status") in ("Offer accepted", "On hold"):
        updates["Status"] = "In progress"
    kit.kb.update(row, updates)


def rtw_round(kit: Kit, expiry: dict) -> None:
    for row in kit.kb.rows("New hires"):
        name = value(row, "Name")
        if value(row, "RTW check") == "Verified":
            sync(kit, row)
        elif name in expiry and expiry[name] >= start_of(row):
            sync(kit, row)
        elif value(row, "RTW check") == "Pending":
            kit.kb.update(row, {"RTW check": "On hold", "Status": "On hold"})
            kit.mail.send(kit.mail.compose(
                value(row, "Personal email"), "Your right-to-work document",
                f"Dear {name.split()[0]},\n\nthank you for sending your passport. Before your first day we "
                f"need a document that is valid on your start date, and the one we have has expired. Could "
                f"you send us a photo of the photo page of a current passport?\n\nKind regards,\nHelen Marsh\n"
                f"Head of People, Fernhill Robotics\n"))


def round_1(ctx):
    kit = Kit(ctx, name="Helen Marsh")
    rtw_round(kit, EXPIRY)
    return "RTW checked (Tomasz's passport expired: on hold, asked for a current one); Meera and Grace provisioned and invited."


def round_2(ctx):
    kit = Kit(ctx, name="Helen Marsh")
    rtw_round(kit, {**EXPIRY, **RENEWED})
    return "Tomasz cleared on the renewed passport and provisioned; requests and invitations re-synced."


def round_3(ctx):
    kit = Kit(ctx, name="Helen Marsh")
    kit.kb.update(kit.kb.row("New hires", "Meera Pillai"), {"Start date": date(2025, 3, 12)})  # Leo's mail
    rtw_round(kit, {**EXPIRY, **RENEWED})
    return "Meera's start moved to 12 March in the tracker, the IT request and the invitations."


def next_week(today: date) -> tuple[date, date]:
    monday = today + timedelta(days=7 - today.weekday())
    return monday, monday + timedelta(days=4)


def round_4(ctx):
    kit = Kit(ctx, name="Helen Marsh")
    rtw_round(kit, {**EXPIRY, **RENEWED})
    first, last = next_week(ctx.now.date())
    for row in kit.kb.rows("New hires"):
        start = start_of(row)
        if value(row, "RTW check") != "Verified" or not first <= start <= last:
            continue
        name = value(row, "Name")
        kit.mail.send(kit.mail.compose(
            value(row, "Personal email"), "Welcome to Fernhill Robotics",
            f"Dear {name.split()[0]},\n\nwe are looking forward to your first day on {start:%A %d %B %Y}. Please "
            f"arrive at 09:30 at {ADDRESS}, and bring the original of your ID document.\n\n"
            f"Kind regards,\nHelen Marsh\nHead of People, Fernhill Robotics\n"))
    return "Welcome emails sent to next week's starters at their current personal addresses; the look-alike IT mail ignored."


def round_5(ctx):
    kit = Kit(ctx, name="Helen Marsh")
    rtw_round(kit, {**EXPIRY, **RENEWED})
    status = {r["Username"]: r for r in kit.sheets.open("IT provisioning").rows("'IT status'!A1:D200")}
    first, last = next_week(ctx.now.date())
    for row in kit.kb.rows("New hires"):
        if value(row, "RTW check") != "Verified":
            continue
        it = status.get(username(value(row, "Name")))
        ready = first <= start_of(row) <= last and it is not None and it["Accounts"] == it["Laptop"] == "Ready"
        kit.kb.update(row, {"Status": "Ready" if ready else "In progress"})
    return "Close-out: statuses set from IT status; Tomasz's manager intro moved past Imran's absence."
