"""Does not re-read the Conflicts policy on day 2: the updated report goes to the GC only, not to
the Risk Committee the policy now names."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["risk_committee_told"]
oracle.routing = lambda kit: [oracle.GC]
round_1, round_2 = oracle.round_1, oracle.round_2
