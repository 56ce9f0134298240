"""Applies the ethics ruling but gives the completion bonus to a withdrawn participant who completed every booked session (P-217)."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["withdrawn_paid_for_attended", "run_pays_every_payable_row", "pi_summary_total"]
round_1 = oracle.round_1


def round_2(ctx):
    oracle.fill(Kit(ctx, name=oracle.NAME), withdrawn_paid=True, corrected=True, withdrawn_bonus=True)


def round_3(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    oracle.fill(kit, withdrawn_paid=True, corrected=True, forms=(oracle.TAX_FORM,), withdrawn_bonus=True)
    oracle.forward_lookalike(kit)


def round_4(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    out = oracle.fill(kit, withdrawn_paid=True, corrected=True, forms=(oracle.TAX_FORM,), withdrawn_bonus=True)
    oracle.write_run(kit, out)
    oracle.mail_pi(kit, out)
