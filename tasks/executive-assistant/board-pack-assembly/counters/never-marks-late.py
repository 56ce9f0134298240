"""Leaves the missing BP-13 Expected on distribution day instead of Late."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["register_and_index_closed"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    out = oracle.round_4(ctx)
    kit = Kit(ctx, name="Company secretariat")
    kit.kb.update(kit.kb.row("Paper register", "BP-13"), {"Status": "Expected"})
    return out
