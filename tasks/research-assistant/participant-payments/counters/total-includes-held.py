"""Mails finance the total of everything owed, held payments included."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["finance_batch_total"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    out = oracle.fill(kit)
    oracle.mail_finance(kit, out, total=sum(a for _, a, _ in out))
