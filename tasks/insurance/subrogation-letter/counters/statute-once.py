"""Decides statute and counsel on day 1 only: SF-23 and SF-19 (loss date corrected) keep their demands."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sf23_to_counsel_when_due", "sf19_corrected_date_to_counsel"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
decide = oracle.decide


def decided_once(r, payments, today, day):
    status, *rest = decide(r, payments, today, day)
    return ("Demand sent" if day >= 2 and r["Status"] == "Demand sent" else status), *rest


oracle.decide = decided_once
