"""Reference solution of the itinerary-rebooking week: the Sheets API for the trip sheet, CalDAV
for Helena's calendar, the Notion API for the Vendors list, SMTP for the bookings
(clawmark.oracle_kit).

Every day it re-reads the Flights tab, the Vendors list and the calendar and brings the rest
in line with the Travel desk rules: flight events at the sheet's local times, each car's pickup
and company, meetings out of the travel windows, a booking mail for every car that changed and
a mail to every guest of a moved meeting. Facts only a picture shows are written as read: the
new outbound flight on artifacts/cv-schedule-change.png (CV 114, 21:50 BOS - 09:10 LHR) and
Jonas Albers's address on artifacts/albers-card.jpg. Northbridge's new time is the one in Lucy
Fenn's mail of day 2.
"""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Attendee, Kit, attendees, page_title, uid, value

BOOK = "Europe trip Oct 2025"
CALENDAR = "Helena Marsh"
SHEET_EPOCH = date(1899, 12, 30)
ZONES = {"BOS": ZoneInfo("America/New_York"), "LHR": ZoneInfo("Europe/London"), "FRA": ZoneInfo("Europe/Berlin")}
CITY_ZONES = {"Boston": ZONES["BOS"], "London": ZONES["LHR"], "Frankfurt": ZONES["FRA"]}
NEW_OUTBOUND = {"Flight": "CV 114", "Departs (local)": "21:50", "Arrives (local)": "09:10"}  # the screenshot
FLIGHT_UIDS = {"1": "flight-leg1@larkspurtx.example", "2": "flight-leg2@larkspurtx.example", "3": "flight-leg3@larkspurtx.example"}
MEETING_CARS = {"C3": "northbridge-board@northbridgecap.example", "C6": "vogel-review@vogelpharma.example"}
HELENA = "Helena Marsh <helena.marsh@larkspurtx.example>"
DESK_PHONE = "+1 617 555 0140"


@dataclass
class Leg:
    number: str
    flight: str
    origin: str
    destination: str
    departs: datetime
    arrives: datetime

    @property
    def intercontinental(self) -> bool:
        return "BOS" in (self.origin, self.destination)


def as_date(cell) -> date:
    return SHEET_EPOCH + timedelta(days=int(float(cell))) if isinstance(cell, (int, float)) else date.fromisoformat(str(cell))


def as_time(cell) -> time:
    if isinstance(cell, (int, float)):
        minutes = round(float(cell) % 1 * 1440)
        return time(minutes // 60, minutes % 60)
    return time.fromisoformat(str(cell).strip()[:5].rjust(5, "0"))


def legs(kit: Kit) -> dict[str, Leg]:
    """The Flights tab as legs, local times made aware in each airport's zone."""
    out = {}
    for r in kit.sheets.open(BOOK).rows("Flights", "UNFORMATTED_VALUE"):
        number = str(r["Leg"]).split(".")[0]
        out[number] = Leg(number, r["Flight"], r["From"], r["To"],
                          datetime.combine(as_date(r["Departure date"]), as_time(r["Departs (local)"]), ZONES[r["From"]]),
                          datetime.combine(as_date(r["Arrival date"]), as_time(r["Arrives (local)"]), ZONES[r["To"]]))
    return out


def vendors(kit: Kit) -> dict[str, dict]:
    """Vendor name -> status, email and the replacement its notes name."""
    rows = {page_title(v): {"status": value(v, "Status"), "email": value(v, "Email"), "notes": value(v, "Notes") or ""}
            for v in kit.kb.rows("Vendors")}
    for v in rows.values():
        v["replacement"] = next((name for name in rows if name in v["notes"]), None)
    return rows


def company_for(name: str, listed: dict[str, dict]) -> str:
    """The company a booking goes to: itself while Active, else its replacement."""
    while listed[name]["status"] != "Active":
        name = listed[name]["replacement"]
    return name


def window(leg: Leg, pickup: datetime) -> tuple[datetime, datetime]:
    """Helena's travel window for `leg`: from the airport car's pickup to 2 h (1 h) after landing."""
    return pickup, leg.arrives + timedelta(hours=2 if leg.intercontinental else 1)


def want_pickup(car, flights: dict[str, Leg], calendar) -> datetime:
    """A car's pickup by the rules, aware in its city's zone."""
    if car["Car"] in MEETING_CARS:
        meeting = calendar.event(uid=MEETING_CARS[car["Car"]]).icalendar_component
        return meeting.decoded("DTSTART") - timedelta(minutes=30)
    leg = flights[str(car["For"]).split()[-1]]
    if "Terminal" in str(car["To"]):
        return leg.departs - timedelta(hours=3 if leg.intercontinental else 2, minutes=0 if leg.intercontinental else 30)
    return leg.arrives + timedelta(minutes=45)


def sync_flights(kit: Kit, flights: dict[str, Leg]) -> None:
    """Each flight event at its leg's times (summary naming its flight)."""
    calendar = kit.calendar(CALENDAR)
    for number, leg in flights.items():
        event = calendar.event(uid=FLIGHT_UIDS[number])
        c = event.icalendar_component
        if c.decoded("DTSTART") != leg.departs or c.decoded("DTEND") != leg.arrives:
            calendar.move(event, leg.departs, leg.arrives)
        if leg.flight not in str(c["SUMMARY"]):
            calendar.update(event, summary=f"Flight {leg.flight} {leg.origin} - {leg.destination}")


def booking_mail(kit: Kit, car, pickup: datetime, flights: dict[str, Leg], email: str) -> None:
    flight = "" if car["Car"] in MEETING_CARS else f"Flight: {flights[str(car['For']).split()[-1]].flight}\n"
    kit.mail.send(kit.mail.compose(email, f"Booking {car['Car']} for Ms H. Marsh - current details",
                                   f"Hello,\n\nplease hold this booking for Ms H. Marsh (current details):\n\n"
                                   f"Date and pickup time: {pickup:%A %d %B %Y}, {pickup:%H:%M} local time\n"
                                   f"From: {car['From']}\nTo: {car['To']}\n{flight}\n"
                                   f"Questions to the travel desk, {DESK_PHONE}.\n\nLarkspur CEO travel desk\n"))


def sync_cars(kit: Kit, flights: dict[str, Leg]) -> list[str]:
    """Every car's pickup and company by the rules; a booking mail for each that changed."""
    book, calendar, listed = kit.sheets.open(BOOK), kit.calendar(CALENDAR), vendors(kit)
    changed, dropped = [], {}
    for car in book.rows("Cars", "UNFORMATTED_VALUE"):
        pickup = want_pickup(car, flights, calendar).astimezone(CITY_ZONES[car["City"]])
        company = company_for(car["Company"], listed)
        if as_time(car["Pickup (local)"]) == pickup.time() and company == car["Company"]:
            continue
        book.update(f"Cars!F{car.number}:I{car.number}", [[f"{pickup:%H:%M}", car["For"], company, "Amended"]])
        booking_mail(kit, car, pickup, flights, listed[company]["email"])
        if company != car["Company"]:
            dropped.setdefault(car["Company"], []).append(car["Car"])
        changed.append(f"{car['Car']} {pickup:%a %H:%M} {company}")
    for old, cars in sorted(dropped.items()):
        kit.mail.send(kit.mail.compose(listed[old]["email"], "Cancellation - Ms H. Marsh",
                                       f"Hello,\n\nplease cancel our bookings {', '.join(cars)} for Ms H. Marsh.\n\n"
                                       "Larkspur CEO travel desk\n"))
    return changed


def free_slot(calendar, meeting, bounds: tuple[datetime, datetime], latest: bool) -> datetime:
    """A start on the hour or half hour for `meeting`'s length inside `bounds`, free of her other
    meetings: the earliest, or the latest when `latest`."""
    c = meeting.icalendar_component
    length = c.decoded("DTEND") - c.decoded("DTSTART")
    lo, hi = bounds
    start = lo.replace(minute=0) + timedelta(minutes=30 * -(-lo.minute // 30))
    starts = []
    while start + length <= hi:
        starts.append(start)
        start += timedelta(minutes=30)
    for s in (reversed(starts) if latest else starts):
        if calendar.is_free(s, s + length, ignore_uid=uid(meeting)):
            return s
    raise LookupError(f"no free slot for {uid(meeting)}")


def sync_meetings(kit: Kit, flights: dict[str, Leg]) -> list[str]:
    """Meetings out of the travel windows, per the rules; each guest told the new time."""
    calendar, book = kit.calendar(CALENDAR), kit.sheets.open(BOOK)
    cars = {r["Car"]: r for r in book.rows("Cars", "UNFORMATTED_VALUE")}
    moved = []
    for leg in flights.values():
        [to_airport] = [r for r in cars.values() if r["For"] == f"Flight leg {leg.number}" and "Terminal" in str(r["To"])]
        opens, closes = window(leg, want_pickup(to_airport, flights, calendar))
        for meeting in calendar.events():
            c = meeting.icalendar_component
            start, end = c.decoded("DTSTART"), c.decoded("DTEND")
            if uid(meeting) in FLIGHT_UIDS.values() or not (start < closes and opens < end):
                continue
            zone = start.tzinfo
            day = datetime.combine(start.date(), time(0), zone)
            if end > leg.arrives:  # after the landing: earliest from the window's end, ending by 19:00
                new = free_slot(calendar, meeting, (closes.astimezone(zone), day + timedelta(hours=19)), latest=False)
            else:  # before the departure: latest ending by the window's start, from 07:00
                new = free_slot(calendar, meeting, (day + timedelta(hours=7), opens.astimezone(zone)), latest=True)
            calendar.move(meeting, new, new + (end - start))
            for guest in attendees(meeting):
                if guest != HELENA.split("<")[1].rstrip(">"):
                    kit.mail.send(kit.mail.compose(guest, f"New time: {c['SUMMARY']}",
                                                   f"Hello,\n\nMs Marsh's travel plans have changed. Our meeting "
                                                   f"({c['LOCATION']}) is now on {new:%A %d %B %Y} at {new:%H:%M} local time.\n\n"
                                                   "With apologies, Larkspur CEO travel desk\n"))
            moved.append(f"{c['SUMMARY']} -> {new:%a %H:%M}")
    return moved


def sync(kit: Kit) -> str:
    flights = legs(kit)
    sync_flights(kit, flights)
    moved = sync_meetings(kit, flights)
    return f"cars: {sync_cars(kit, flights)}; meetings: {moved}"


def round_1(ctx):
    kit = Kit(ctx, name="Larkspur CEO travel desk")
    book = kit.sheets.open(BOOK)
    book.update("Flights!B2", [[NEW_OUTBOUND["Flight"]]])
    book.update("Flights!F2", [[NEW_OUTBOUND["Departs (local)"]]])
    book.update("Flights!H2:J2", [[NEW_OUTBOUND["Arrives (local)"], "QX7RM2", "Rebooked by carrier"]])
    return sync(kit)


def round_2(ctx):
    kit = Kit(ctx, name="Larkspur CEO travel desk")
    calendar = kit.calendar(CALENDAR)
    board = calendar.event(uid="northbridge-board@northbridgecap.example")
    london = ZONES["LHR"]
    calendar.move(board, datetime(2025, 10, 28, 16, tzinfo=london), datetime(2025, 10, 28, 17, 30, tzinfo=london))
    return sync(kit)


def round_3(ctx):
    kit = Kit(ctx, name="Larkspur CEO travel desk")
    frankfurt = ZONES["FRA"]
    kit.calendar(CALENDAR).create("albers-breakfast@larkspurtx.example", "Breakfast: Dr. Jonas Albers (Albers Medtech)",
                                  datetime(2025, 10, 30, 8, tzinfo=frankfurt), datetime(2025, 10, 30, 9, tzinfo=frankfurt),
                                  location="Hotel Weidenhof Frankfurt, lobby", organizer=HELENA,
                                  attendees=[Attendee(HELENA, "ACCEPTED"), "Dr. Jonas Albers <jonas.albers@albers-medtech.example>"])
    return sync(kit)


def round_4(ctx):
    kit = Kit(ctx, name="Larkspur CEO travel desk")
    return sync(kit)
