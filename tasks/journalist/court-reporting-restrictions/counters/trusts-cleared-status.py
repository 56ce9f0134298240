"""Never re-checks a story it has already cleared: misses the new order on CS-13 and the school added to CS-01."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["new_order_stops_the_cleared_story", "reporter_told_of_the_new_order", "edited_story_stopped",
               "reporter_told_of_the_edit", "no_protected_story_cleared", "held_stories_stay_held"]
oracle.KEEP = ("Cleared",)
