"""Re-times to the new cut but keeps day 1's reading-speed limit (17 cps), missing the
broadcaster's revision in the tracker's Spec tab."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ends_respect_the_new_reading_speed"]
oracle.reading_speed = lambda kit: 17.0
round_1, round_2 = oracle.round_1, oracle.round_2
