"""Writes the zone into the recruiters' Location column of a posting it corrects."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_2 = round_3 = round_4 = oracle.work


def round_1(ctx):
    done = oracle.work(ctx)
    kit = Kit(ctx)
    kit.kb.update(kit.kb.row("Job postings", "R-2105"), {"Location": "Austin, TX (zone B)"})
    return done
