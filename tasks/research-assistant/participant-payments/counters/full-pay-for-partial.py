"""Pays a session left early (30 minutes or more) at the full rate instead of half."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["mem_rows_owed", "att_rows_owed", "slp_rows_owed", "finance_batch_total"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    oracle.mail_finance(kit, oracle.fill(kit, partial_full=True))
