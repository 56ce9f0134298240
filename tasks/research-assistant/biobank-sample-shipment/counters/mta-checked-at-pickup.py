"""Checks the MTA against the pick-up day, not the arrival: Tokyo's amended expiry (15 Dec) is after
the Mon 14 Dec pick-up, so Tokyo still ships."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["amendment_puts_tokyo_on_hold", "statuses_day3", "final_state_day4", "shipping_summary_to_pi"]
_ok, _pickup = oracle.arrival_ok, oracle.pickup


def pickup(lab, mta):
    start = _pickup(lab, (mta[0], oracle.date(2099, 1, 1)))
    return start if start is not None and start.date() <= mta[1] else None


oracle.pickup = pickup
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
