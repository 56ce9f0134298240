"""Reads the style guide once and misses Wednesday evening's new rule on 'Photo of' openings."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["opening_rule_applied", "rows_and_tickets_thursday", "final_summary"]
oracle.oracle.rules = lambda kit: {"no_prefix": False}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
