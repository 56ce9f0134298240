"""Never re-reads the policy: the amendment to 7 business days is missed and C-102's final review
stays on 12 November."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["review_follows_the_longer_waiting_period"]
oracle.waiting_days = lambda kit: 5
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
