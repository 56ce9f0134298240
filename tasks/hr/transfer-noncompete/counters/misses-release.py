"""Never looks into contracts/ again on day 2: Tomasz Kowal's release letter goes unread and
TR-306 stays on hold to 2026-05-18."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["release_letter_clears_kowal", "register_day2_complete", "brokerage_manager_told_the_changes"]
oracle.RELEASES = {}
round_1, round_2 = oracle.round_1, oracle.round_2
