"""Ignores the poster's 10-working-day booking rule: pays Dr Wilk's late-booked flights and places
the external rank-1 Dr Fournier in W2 (21 January), eight days away."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["travel_budgets_by_poster", "travel_total_day1", "w2_refilled_by_internal_standby",
               "w2_change_announced", "travel_total_day2"]
oracle.travel_funded = lambda booked, talk: booked is not None
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
