"""Types every card's allergens from the supplier portal export instead of the scanned specifications."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["icons_match_the_scanned_specs", "may_contain_lines_match", "statuses_by_the_rules", "day1_corrections_logged", "no_ready_card_misses_a_declared_allergen", "final_cards_right"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.USE_PORTAL = True
