"""Earliest start as the calendar day after the restriction ends: no weekends, no bank holidays
(TR-301 on New Year's Day, TR-306 on a Saturday, TR-305 on a Sunday, TR-307 on a Saturday)."""

from datetime import timedelta

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["natarajan_held_to_first_working_day", "kowal_held_to_monday", "register_day1_complete",
               "brokerage_manager_told_the_holds", "reorganised_team_holds_rahman", "fischer_request_added_and_held",
               "register_day2_complete", "sales_north_manager_told_the_hold", "brokerage_manager_told_the_changes"]
oracle.first_working_day_after = lambda day: day + timedelta(days=1)
round_1, round_2 = oracle.round_1, oracle.round_2
