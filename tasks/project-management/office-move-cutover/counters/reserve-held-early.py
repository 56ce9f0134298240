"""Books a hold for the reserve slot L7 on day 1 'just in case' (rule 5: one hold per slot in use)."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lift_holds_at_the_scanned_times"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    out = oracle.round_1(ctx)
    kit = Kit(ctx, name=oracle.NAME)
    day, start, end = oracle.SLOTS["L7"]
    kit.calendar("Move").create("lift-l7@ashcomberowe.example", "Lift L7 - Corporate", oracle.at(day, start), oracle.at(day, end))
    return out
