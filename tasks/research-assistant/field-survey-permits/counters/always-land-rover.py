"""Books LR-1 every field day without looking whether it is taken, and never releases a day."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["week1_vehicles_booked", "friday_vehicle_released", "thursday_vehicle_booked"]


def book(kit, rows, codes):
    cal = kit.calendar("Vehicles")
    taken = {str(e.icalendar_component.get("UID")) for e in cal.events()}
    for day in sorted({oracle.d(str(r["Date"])) for r in rows if not codes[r["Row"]]}):
        uid = f"bird-survey-{day.isoformat()}@tarnhollow.example"
        if uid not in taken:
            start = oracle.datetime(day.year, day.month, day.day, 7, 0, tzinfo=oracle.LONDON)
            cal.create(uid, "Bird survey", start, start + oracle.timedelta(hours=12), location="LR-1")


oracle.book_vehicles = book
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
