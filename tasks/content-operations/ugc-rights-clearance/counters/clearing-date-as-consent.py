"""Records the day it clears the batch (8 June) as the Consent date instead of the date of the creator's reply."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["register_day1", "brand_rule_register", "final_batch"]
oracle.READ = {k: v and (v[0], v[1], "2026-06-08") for k, v in oracle.READ.items()}
