"""Deducts every entry on the leave calendar: Javier Ortega's pending request and Lucia Serrano's
declined one come off as if they were approved leave."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["plan_built", "team_totals_recorded", "only_approved_leave_and_half_days", "plan_with_lenas_leave",
               "plan_right_on_wednesday", "client_told_the_payments_total", "plan_right_for_the_commitment"]
oracle.counts_as_leave = lambda kind: kind.startswith("Leave")
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
