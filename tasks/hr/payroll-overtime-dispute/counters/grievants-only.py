"""Works out only the grievants' weeks, not the rest of the crew."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["review_hours_current", "review_overtime_current", "review_back_pay_current", "contract_rates_from_16_november", "overpaid_weeks_count_zero", "synced_punches_counted", "offcycle_run_credited", "marisol_told_totals", "marisol_told_synced_totals", "marisol_told_credited_totals", "adjustments_entered"]
oracle.EMPLOYEES = oracle.GRIEVANTS
round_1 = round_2 = round_3 = round_4 = oracle.work
