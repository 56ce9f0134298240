"""Misses the ethics board's ruling: withdrawn participants stay unpaid all week."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["withdrawn_paid_for_attended", "run_pays_every_payable_row", "pi_summary_total"]
round_1 = oracle.round_1


def round_2(ctx):
    oracle.fill(Kit(ctx, name=oracle.NAME), corrected=True)


def round_3(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    oracle.fill(kit, corrected=True, forms=(oracle.TAX_FORM,))
    oracle.forward_lookalike(kit)


def round_4(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    out = oracle.fill(kit, corrected=True, forms=(oracle.TAX_FORM,))
    oracle.write_run(kit, out)
    oracle.mail_pi(kit, out)
