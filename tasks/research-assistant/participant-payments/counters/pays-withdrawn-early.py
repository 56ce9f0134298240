"""Applies the ethics board's day-2 ruling on day 1 already: withdrawn participants paid."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["withdrawn_not_paid_day1", "finance_batch_total"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    oracle.mail_finance(kit, oracle.fill(kit, withdrawn_paid=True))
