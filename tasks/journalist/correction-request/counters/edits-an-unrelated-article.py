"""Does the week right but also 'tidies' the market-hall article on day 1, which nobody said
was wrong: the policy never changes what was not wrong."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_2 = oracle.round_2


def round_1(ctx):
    oracle.round_1(ctx)
    desk = oracle.Desk(ctx)
    hall = desk.kit.kb.row("Archive", "Harwick market hall reopens")
    desk.kit.kb.update(hall, {"Status": "Corrected"})
