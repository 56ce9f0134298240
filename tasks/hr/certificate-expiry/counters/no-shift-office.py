"""Tells Tom and his manager about the revoked licence but not the shift office, which the
policy copies for an expired or revoked forklift licence."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["revocation_told_with_the_shift_office"]
oracle.SHIFT_OFFICE = oracle.RACHEL
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
