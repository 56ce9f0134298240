"""Converts a weekend transaction at the next business day's rate instead of the last one before."""
from datetime import date, timedelta
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["converted_at_transaction_date", "hotels_room_only_up_to_cap", "totals_day1"]


def rate(fx, day, currency):
    d = date.fromisoformat(day)
    while d.isoformat() not in fx:
        d += timedelta(days=1)
    return fx[d.isoformat()][0 if currency == "EUR" else 1]


oracle.rate = rate
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
