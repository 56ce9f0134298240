"""Goes on paying hybrid journals under agreements after the University Librarian's ruling."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["hybrid_ruling_applied", "freed_balance_reapplied", "decisions_recorded_day2", "decisions_recorded_day3",
               "dearer_invoices_push_the_last_request_out", "payment_run_file", "balance_report_to_nadia"]
oracle.hybrid_ruled_out = lambda kit: False
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
