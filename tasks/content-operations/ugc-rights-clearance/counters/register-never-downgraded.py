"""Adds cleared posts to the register but never sets a row back to Held or Revoked."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["brand_rule_register", "revocation_followed", "unsent_reply_held", "final_batch"]
oracle.DOWNGRADE_REGISTER = False
