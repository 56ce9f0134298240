"""Lets a statute that ends on a weekend run to the next business day: SF-17 (anniversary Sunday
2 November) goes to counsel instead of Time-barred."""

from datetime import timedelta

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["statute_and_threshold"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
anniversary = oracle.third_anniversary


def business_day_anniversary(loss):
    day = anniversary(loss)
    while day.weekday() >= 5:
        day += timedelta(days=1)
    return day


oracle.third_anniversary = business_day_anniversary
