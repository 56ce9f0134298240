"""Holds the stories that share a case with trouble, to be safe: CS-14 once the new order for HC-26-7118 is filed, CS-04 once the look-alike writes about HC-26-7104, though both drafts comply."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["untouched_stories_keep_their_status_day2", "untouched_stories_keep_their_status_day3",
               "publication_list_names_the_cleared_stories", "publication_list_states_the_count"]
_assess = oracle.assess


def assess(kit, story, orders):
    st, note, hits = _assess(kit, story, orders)
    if story == "CS-14" and "HC-26-7118" in orders:
        return "Needs changes", "RRO-26-061: held to be safe", ["anything about the boy"]
    if story == "CS-04" and kit.mail.has(oracle.LOOKALIKE):
        return "Needs changes", "RRO-26-044: held to be safe", ["anything about the complainant"]
    return st, note, hits


oracle.assess = assess
