"""Works the 40 rows it found on Monday only: the case the feed adds on Tuesday (row 42,
CB-26-0245) is never decided nor packed, and Thursday's represented total lacks it."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["late_case_worked", "packs_day_two", "register_at_week_end", "week_position_to_maya"]
oracle.RANGE = "A1:J41"
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
