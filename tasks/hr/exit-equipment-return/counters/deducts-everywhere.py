"""Deducts every missing value from final pay, whatever the agreement and the work state."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_deduction_where_not_allowed", "final_pay_by_agreement_and_state", "depreciation_never_below_zero", "invoices_sent"]
oracle.DEDUCT_EVERYWHERE = True
round_1 = round_2 = round_3 = oracle.work
