"""Leaves ATL-230's properties alone but writes a planning note into its page body on day 2: a
locked ticket is edited all the same."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_locked_tickets_untouched", "day2_locked_tickets_untouched", "collateral"]
round_1, round_3, round_4, round_5 = oracle.round_1, oracle.round_3, oracle.round_4, oracle.round_5


def round_2(ctx):
    done = oracle.round_2(ctx)
    kit = Kit(ctx)
    kit.kb.append(kit.kb.row("Atlas board", "ATL-230"), ["Planning note: may slip to Sprint 15 with ATL-199."])
    return done
