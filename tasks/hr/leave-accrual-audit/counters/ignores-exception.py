"""Does not re-read the Carry-over exceptions database on day 2: E-1012 stays capped at 40.0."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["carry_over_exception_applied"]
read_exceptions = oracle.exceptions
oracle.exceptions = lambda kit: {k: v for k, v in read_exceptions(kit).items() if k != "E-1012"}
round_1, round_2 = oracle.round_1, oracle.round_2
