"""Lets the over-limit BP-03 in by raising its Page limit in the register to 10 (outside scope)."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral", "register_day1", "over_limit_paper_returned"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    kit = Kit(ctx, name="Company secretariat")
    kit.kb.update(kit.kb.row("Paper register", "BP-03"), {"Page limit": 10})
    return oracle.round_1(ctx)
