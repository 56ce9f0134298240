"""Re-writes the Coverage row on day 2 with FY24 EPS rounded to 9.1 (the target 146 still right)."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["coverage_in_review"]
round_1 = oracle.round_1


def round_2(ctx):
    done = oracle.round_2(ctx)
    kit = Kit(ctx, name="Henrik Aalto")
    kit.kb.update(kit.kb.row("Coverage", "Nordvik Robotics"), {"FY24 EPS": 9.1})
    return done
