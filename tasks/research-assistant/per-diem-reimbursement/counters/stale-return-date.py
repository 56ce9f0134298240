"""Decides lateness from Monday's Return dates: misses the Travel Desk's correction of Dahl's."""
from clawmark.oracle_kit import Kit, page_title, value
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["dahl_referred_after_return_corrected", "nowak_approved_by_head", "claimants_told_their_settlement", "register_final"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4
MONDAY = {}
real_value = oracle.value


def stale_value(page, name):
    if name == "Return date" and page_title(page) in MONDAY:
        return MONDAY[page_title(page)]
    return real_value(page, name)


def round_1(ctx):
    MONDAY.update({page_title(p): value(p, "Return date") for p in Kit(ctx).kb.rows(oracle.DB)})
    oracle.value = stale_value
    return oracle.round_1(ctx)
