"""Never opens the certificate scans: dates the four transferred marks from a guess (the transfer year) instead."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["dates_from_the_certificates", "due_marks_flagged", "deadlines_on_the_calendar", "reminder_list_to_priya",
               "associates_instructed", "cost_estimate_to_priya", "final_docket"]
oracle.SCANS = {ref: ("2025-01-15", "2025-06-15") for ref in oracle.SCANS}
oracle.CORRECTED = {}
