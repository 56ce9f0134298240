"""Never reads Tidewater's change notice (silent mail) and its attached TER-220 specification."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reformulation_applied", "day3_corrections_logged", "no_ready_card_misses_a_declared_allergen", "signoff_lists_the_ready_cards", "care_told_the_changed_cards", "final_cards_right"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.READ_REFORM = False
