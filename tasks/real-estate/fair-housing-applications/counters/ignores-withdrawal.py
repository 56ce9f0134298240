"""Leaves Li Wei approved for A-204 after her withdrawal: Rosa Medina stays on the waitlist."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["a204_passes_to_the_waitlist"]
round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    return "Updated: " + ", ".join(oracle.run(oracle.Kit(ctx, name="Cedar Ridge leasing")))
