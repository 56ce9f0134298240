"""Never reads Oakleaf's day-4 mail (silent) with TOF-610's first signed specification: the tofu
cards stay on Hold without mustard on their May contain line."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["oakleaf_spec_applied", "signoff_lists_the_ready_cards", "care_told_the_changed_cards", "final_cards_right"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.READ_OAKLEAF = False
