"""Reads the investor register on day 1 only: misses fund accounting's correction of LP-12's commitment."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["correction_followed", "day3_drafts_current", "notices_sent_with_final_amounts", "transferee_gets_the_notice",
               "called_to_date_updated"]
read = oracle.register
seen = {}


def first_register(kit):
    if "rows" not in seen:
        seen["rows"] = read(kit)
    return seen["rows"]


oracle.register = first_register
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
