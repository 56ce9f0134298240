"""Books every arrival at 08:00 without looking at the dock calendar (double-books 24 Nov and 27 Nov)."""
from datetime import datetime, timedelta

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["dock_booked_for_both_consignments", "dock_follows_the_new_arrival", "stocktake_booking_moved"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4


def dock(kit, ship, stocktake):
    cal = kit.calendar("Receiving dock")
    for arrival in sorted({oracle.add_business_days(d, 2) for d in ship.values()}):
        start = datetime.combine(arrival, oracle.SLOTS[0], oracle.TZ)
        cal.create(f"dock-po7731-{arrival.isoformat()}@spokesprocket.example", "Receiving PO-7731 Velotech Components GmbH",
                   start, start + timedelta(hours=2))


oracle.dock = dock
