"""Books the right vehicle on the right days but titles the events with the vehicle id
("LR-1", "VAN-2") instead of the handbook's summary "Bird survey"."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["week1_vehicles_booked", "friday_vehicle_released", "thursday_vehicle_booked",
               "week2_vehicles_left_to_the_pi"]


def book(kit, rows, codes):
    cal = kit.calendar("Vehicles")
    ours, lr1_taken = {}, set()
    for e in cal.events():
        c = e.icalendar_component
        start = c.decoded("DTSTART")
        day = start.date() if isinstance(start, oracle.datetime) else start
        if str(c.get("UID", "")).startswith("bird-survey-"):
            if str(c.get("STATUS", "")).upper() != "CANCELLED":
                ours[day] = e
        elif str(c.get("LOCATION", "")).strip() == "LR-1":
            lr1_taken.add(day)
    needed = {oracle.d(str(r["Date"])) for r in rows if not codes[r["Row"]]}
    for i in range(5):
        day = oracle.d("2026-07-06") + oracle.timedelta(days=i)
        if day in needed and day not in ours:
            start = oracle.datetime(day.year, day.month, day.day, 7, 0, tzinfo=oracle.LONDON)
            car = "VAN-2" if day in lr1_taken else "LR-1"
            cal.create(f"bird-survey-{day.isoformat()}@tarnhollow.example", car, start,
                       start + oracle.timedelta(hours=12), location=car)
        elif day not in needed and day in ours:
            cal.delete(ours[day])


oracle.book_vehicles = book
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
