"""Puts the held payments into the run CSV as well."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["run_holds_no_other_row", "no_payment_over_cap_without_form"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    out = oracle.fill(kit, withdrawn_paid=True, corrected=True, forms=(oracle.TAX_FORM,))
    oracle.write_run(kit, out, include=("Pay", "Hold"))
    oracle.mail_pi(kit, out)
