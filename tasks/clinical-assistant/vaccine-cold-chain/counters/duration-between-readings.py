"""Registers each excursion's duration as the time between its first and last out-of-range reading
(2 h for Fridge B, 4 h for Fridge A) instead of until the first reading back in range (4 h, 6 h)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["fridge_b_excursion_registered", "fridge_a_excursion_registered"]
oracle.FRIDGE_B_EXCURSION = ("B", "2025-12-01", 11, 2)
oracle.FRIDGE_A_EXCURSION = ("A", "2025-12-03", 1, 4)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
