"""Applies every order's protected details to every story, whatever its case: CS-17 (a school burglary) is held."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["order_binds_its_own_case_only", "publication_list_names_the_cleared_stories",
               "publication_list_states_the_count"]
_assess = oracle.assess


def assess(kit, story, orders):
    st, note, hits = _assess(kit, story, orders)
    if story == "CS-17" and st == "Cleared":  # Greyfriars Primary School is protected in HC-26-7101
        return "Needs changes", "RRO-26-041: remove 'Greyfriars Primary School'", ["Greyfriars Primary School"]
    return st, note, hits


oracle.assess = assess
