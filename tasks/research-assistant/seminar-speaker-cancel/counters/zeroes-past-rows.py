"""Applies the travel rule to every row of the Speakers tab, autumn's closed Past rows too
(their budgets set to 0): damage outside the term's rows."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_2, round_3, round_4, round_5 = oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5


def round_1(ctx):
    done = oracle.round_1(ctx)
    Kit(ctx).sheets.open(oracle.BOOK).update("Speakers!K2:K15", [[0]] * 14, raw=True)
    return done
