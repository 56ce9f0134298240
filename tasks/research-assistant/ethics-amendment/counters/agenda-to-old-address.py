"""Sends the agenda to the members' addresses as they were on Monday."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["agenda_to_every_member"]
round_2, round_3 = oracle.round_2, oracle.round_3
value = oracle.value


def round_1(ctx):
    monday = {oracle.page_title(m): value(m, "Email") for m in Kit(ctx).kb.rows("Committee members")}
    oracle.value = lambda page, name: monday.get(oracle.page_title(page), "") if name == "Email" else value(page, name)
    return oracle.round_1(ctx)
