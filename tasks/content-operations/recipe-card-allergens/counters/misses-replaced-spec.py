"""Keeps using Millbrook's day-1 specification after the file in specs/ was replaced (silent): no sesame on the brioche cards."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sesame_from_the_revised_bun_spec", "day2_corrections_logged", "no_ready_card_misses_a_declared_allergen", "care_told_the_changed_cards", "final_cards_right"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.READ_SPEC_FILES = False
