"""Never opens the broker's panel-room photo: L-12 keeps its EP loading and F-06 stays Open."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["panel_finding_closed"]
oracle.resolve_from_photo = lambda kit: None
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
