"""Books the check call on day 1 and never looks at the calendars again: Ruth's legal read
(added to her calendar on day 2) overlaps the call."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["check_call_moved"]
round_1 = oracle.round_1


def later(day):
    def run(ctx):
        oracle.book_call = lambda kit: "11:00"  # as booked on day 1
        return day(ctx)
    return run


round_2, round_3, round_4 = later(oracle.round_2), later(oracle.round_3), later(oracle.round_4)
