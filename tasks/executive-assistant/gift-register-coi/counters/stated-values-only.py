"""Values every gift at the giver's stated value, never looking at the photos."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["values_from_photos"]
oracle.PHOTO_VALUES = {}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
