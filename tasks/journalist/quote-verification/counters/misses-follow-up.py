"""Reads Priya Nandakumar's notes as they were on day 1: Sam's follow-up call added on day 4 is
missed, so Q17 stays Unverifiable (and is listed to Ruth as open)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["follow_up_verifies_q17"]
read = oracle.quoted_lines


def first_version(kit, page):
    return [q for q in read(kit, page) if q != "The utility treats us like customers, not neighbours."]


oracle.quoted_lines = first_version
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
