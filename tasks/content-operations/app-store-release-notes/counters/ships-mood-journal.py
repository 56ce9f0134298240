"""Never looks at the whiteboard photo or the ticket screenshot on day 1-2: treats Mood Journal as shipping."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_statuses", "day1_issue_codes", "day1_issues_logged", "day1_vendor_told", "no_ready_row_breaks_a_rule", "final_listing", "checklist_counts"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.CUT_V1 = []
oracle.CUT_V2 = ["Focus Sounds"]
