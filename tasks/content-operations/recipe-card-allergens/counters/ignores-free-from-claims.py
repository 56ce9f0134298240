"""Never holds a card for a broken Gluten-free or Dairy-free claim."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["statuses_by_the_rules", "reformulation_applied", "signoff_lists_the_ready_cards", "final_cards_right"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.APPLY_CLAIMS = False
