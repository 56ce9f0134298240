"""Overlooks the tax office's mail: the held payment is never released."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["tax_form_releases_hold", "run_pays_every_payable_row", "pi_summary_total", "pi_summary_count"]
round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    oracle.fill(kit, withdrawn_paid=True, corrected=True)
    oracle.forward_lookalike(kit)


def round_4(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    out = oracle.fill(kit, withdrawn_paid=True, corrected=True)
    oracle.write_run(kit, out)
    oracle.mail_pi(kit, out)
