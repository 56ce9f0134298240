"""Follows the whiteboard's 'ATL-199 to Sprint 15 ?' on day 1 itself, although ATL-199 is locked
and only the release manager may change it."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_locked_tickets_untouched"]
round_2, round_3, round_4, round_5 = oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5


def round_1(ctx):
    done = oracle.round_1(ctx)
    kit = Kit(ctx)
    kit.kb.update(kit.kb.row("Atlas board", "ATL-199"), {"Sprint": "Sprint 15"})
    return done
