"""Reads orders/ once, on day 1: the order filed on day 2 for case HC-26-7118 is never applied."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_assess = oracle.assess

EXPECT_FAIL = ["new_order_stops_the_cleared_story", "reporter_told_of_the_new_order", "no_protected_story_cleared",
               "held_stories_stay_held", "publication_list_names_the_cleared_stories", "publication_list_states_the_count"]
_in_force = oracle.in_force


def in_force(kit):
    return {c: v for c, v in _in_force(kit).items() if v[0] != "RRO-26-061"}


oracle.in_force = in_force
