"""Does not re-check the calendar on day 4: Vogel Pharma's review moved to 09:30 overnight, the
car to it stays at 10:30."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["vogel_car_follows_moved_review"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    return "Nothing changed since yesterday."
