"""Counts holidays from the kb's Office holidays list alone: the Warsaw office's signed notice
(24 December is a public holiday from 2025) is never read, so every Warsaw S-43 row is a day high."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["plan_built", "team_totals_recorded", "warsaw_christmas_eve_counted", "plan_with_lenas_leave",
               "plan_right_on_wednesday", "client_told_the_payments_total", "plan_right_for_the_commitment",
               "ines_told_the_s43_totals"]
oracle.NOTICES.clear()
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
