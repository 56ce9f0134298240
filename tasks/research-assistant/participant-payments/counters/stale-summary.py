"""Sends the PI Monday's figures (batch total and count) instead of the run's."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["pi_summary_total", "pi_summary_count"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    out = oracle.fill(kit, withdrawn_paid=True, corrected=True, forms=(oracle.TAX_FORM,))
    oracle.write_run(kit, out)
    day1 = oracle.fill(kit)
    oracle.mail_pi(kit, day1)
    oracle.fill(kit, withdrawn_paid=True, corrected=True, forms=(oracle.TAX_FORM,))
