"""Treats the councillor's request as something for the reporter to sort out: the 2019 passage
stays Verified, neither Sam nor the councillor hears from the desk."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["passage_off_the_record", "source_gets_confirmation", "reporter_told_to_cut"]
oracle.OFF_RECORD = set()


def round_2(ctx):
    kit = oracle.Kit(ctx, name=oracle.NAME)
    oracle.check_rows(kit, 2)
    oracle.book_call(kit)
    return "Day 2: nothing for the desk."


round_1, round_3, round_4 = oracle.round_1, oracle.round_3, oracle.round_4
