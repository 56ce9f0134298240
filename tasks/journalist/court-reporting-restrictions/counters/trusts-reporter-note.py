"""Takes the reporter's note on the story list ("no order was made") over the scan: CS-10 is cleared."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_assess = oracle.assess

EXPECT_FAIL = ["order_beats_reporters_note", "legal_notes_cite_the_order", "reporters_told_of_each_story",
               "no_protected_story_cleared", "held_stories_stay_held", "publication_list_names_the_cleared_stories"]


def assess(kit, story, orders):
    return ("Cleared", "No restriction", []) if story == "CS-10" else _assess(kit, story, orders)


oracle.assess = assess
