"""Takes the C-02 'recount' of 19 from dana.kovacs@larkspur-home.example, a look-alike domain."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["look_alike_recount_ignored"]
oracle.TRUST_LOOK_ALIKE = True
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
