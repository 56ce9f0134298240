"""Measures the delay from the arrival times, as the claimants do: TD-2502's late arrival (6:30)
is paid although its departure was only 5:50 late."""

from datetime import datetime

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["td2502_declined_on_departure_delay"]
oracle.FLIGHTS = {**oracle.FLIGHTS,  # scheduled and actual arrival, from the same screenshots
                  "TD-2501": (datetime(2025, 2, 24, 16, 0), datetime(2025, 2, 25, 3, 10), None),
                  "TD-2502": (datetime(2025, 2, 26, 6, 35), datetime(2025, 2, 26, 13, 5), None),
                  "TD-2503": (datetime(2025, 2, 26, 10, 20), datetime(2025, 2, 27, 5, 35), "Tagus Air ground handling strike"),
                  "TD-2504": (datetime(2025, 3, 1, 6, 40), datetime(2025, 3, 3, 1, 55), None)}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
