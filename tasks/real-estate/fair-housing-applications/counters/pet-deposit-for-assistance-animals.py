"""Charges the $300 pet deposit for every animal, the service dog and the support cat too."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_pet_deposit_for_assistance_animals", "move_in_amounts_day1"]
oracle.ASSISTANCE_WORDS = ()
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
