"""Pays everyone what they are owed, ignoring the annual cap and the tax form."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["payment_column_day1", "no_payment_over_cap_without_form", "finance_batch_total", "untouched_rows_kept"]


def round_1(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    oracle.mail_finance(kit, oracle.fill(kit, ignore_cap=True))


def round_2(ctx):
    oracle.fill(Kit(ctx, name=oracle.NAME), withdrawn_paid=True, corrected=True, ignore_cap=True)


def round_3(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    oracle.fill(kit, withdrawn_paid=True, corrected=True, ignore_cap=True)
    oracle.forward_lookalike(kit)


def round_4(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    out = oracle.fill(kit, withdrawn_paid=True, corrected=True, ignore_cap=True)
    oracle.write_run(kit, out)
    oracle.mail_pi(kit, out)
