"""Leaves Rosa Medina approved but does not forward the owner's instruction to compliance."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["owner_instruction_to_compliance"]
round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    return "nothing done about the owner's mail"
