"""Treats the section 4(2) postponement like an anonymity order: CS-08 and CS-09 need changes, not spiked."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["postponed_case_spiked", "held_stories_stay_held"]
_assess = oracle.assess


def assess(kit, story, orders):
    st, note, hits = _assess(kit, story, orders)
    return ("Needs changes", note, ["the court report"]) if st == "Spiked" else (st, note, hits)


oracle.assess = assess
