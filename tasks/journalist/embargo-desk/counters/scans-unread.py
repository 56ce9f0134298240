"""Never opens notices/: the four scanned items get the lift of the stated text's neighbour row,
here simply a placeholder of 00:01 London on the day the notice was filed (27 October)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lifts_from_the_scanned_notices"]
oracle.NOTICES = {k: "2025-10-28 00:01 London" for k in oracle.NOTICES}
oracle.REVISED_NOTICES = {}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
