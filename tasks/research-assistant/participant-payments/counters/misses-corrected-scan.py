"""Never looks at signin/ again: the corrected SLP scan's added session is missed."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corrected_session_recomputed", "run_holds_no_other_row"]
round_1 = oracle.round_1


def round_2(ctx):
    oracle.fill(Kit(ctx, name=oracle.NAME), withdrawn_paid=True)


def round_3(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    oracle.fill(kit, withdrawn_paid=True, forms=(oracle.TAX_FORM,))
    oracle.forward_lookalike(kit)


def round_4(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    out = oracle.fill(kit, withdrawn_paid=True, forms=(oracle.TAX_FORM,))
    oracle.write_run(kit, out)
    oracle.mail_pi(kit, out)
