"""Takes the duty nurse's note at its word on day 1 and quarantines Fridge A, the fridge she guessed,
instead of Fridge B, the one whose logger chart went to 11 C: Fridge B's lots stay in use."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["fridge_b_lots_quarantined", "clinic_list_off_fridge_b", "fridge_b_excursion_registered",
               "pharmacy_told_of_fridge_b"]
round_2, round_3 = oracle.round_2, oracle.round_3


def round_1(ctx):
    oracle.FRIDGE_B_EXCURSION = ("A", "2025-12-01", 9, 2)
    try:
        return oracle.round_1(ctx)
    finally:
        oracle.FRIDGE_B_EXCURSION = ("B", "2025-12-01", 11, 4)
