"""Never adds legal's 'clinically proven' to the forbidden claims."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["clinically_proven_applied", "no_ready_row_breaks_a_rule", "final_listing", "checklist_counts", "day2_vendor_told"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.CLINICAL = []
