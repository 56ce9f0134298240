"""Takes Hanna Schulz's working pattern from the People tab (Mon-Fri) and never looks at her
photographed change of hours (Tuesday to Friday from 1 December)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["plan_built", "team_totals_recorded", "hanna_works_tuesday_to_friday", "plan_with_lenas_leave",
               "plan_right_on_wednesday", "plan_right_for_the_commitment", "ines_told_the_s43_totals"]
oracle.CONTRACTS.clear()
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
