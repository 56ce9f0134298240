"""Takes a compound ingredient's own line only (pesto and Caesar dressing without the cheese and mayonnaise they are made with)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["icons_match_the_scanned_specs", "compound_ingredients_inherit", "statuses_by_the_rules", "day1_corrections_logged", "no_ready_card_misses_a_declared_allergen", "final_cards_right"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.INHERIT = False
