"""Keeps Monday's reading of the screenshots: the carrier's correction of KE-51021 (wrong address,
signature void) is missed, so CB-26-0156 stays Represent and is packed on Wednesday."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["voided_delivery_accepted", "packs_day_three", "register_at_week_end", "week_position_to_maya"]
oracle.VOIDED_FROM = {}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
