"""Sets the statuses right but writes Legal notes without the order's reference."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["legal_notes_cite_the_order", "new_order_stops_the_cleared_story", "edited_story_stopped"]
_assess = oracle.assess


def assess(kit, story, orders):
    st, note, hits = _assess(kit, story, orders)
    return st, note.split(": ", 1)[-1], hits


oracle.assess = assess
