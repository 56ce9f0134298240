"""Finds duplicates by invoice number only: the same work re-billed under a new number on the
other unit's claim (RB-2231, and the late RB-2287) goes through."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["same_work_on_the_other_claim", "late_line_held"]


def by_number(a, b, hst_rule):
    return a["Vendor"] == b["Vendor"] and oracle.number_key(oracle.facts(a)[0]) == oracle.number_key(oracle.facts(b)[0])


oracle.same = by_number
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
