"""Books every shipment on the first slot (Thu 10 Dec 09:00), blind to the labs' time zones,
weekends, receiving hours and holidays."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["pickups_booked_day1", "melbourne_ships_after_signed_mta", "statuses_day2"]
oracle.arrival_ok = lambda lab, arrive, mta: arrive.date() <= mta[1]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
