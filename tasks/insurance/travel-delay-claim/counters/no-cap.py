"""Forgets the GBP 180 per person maximum: TD-2504's seven blocks pay 210 each, 420 in all."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["td2504_capped_per_person", "td2504_paid_and_told", "td2504_not_paid_again", "bordereau_to_the_underwriter"]
oracle.CAP = 10_000
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
