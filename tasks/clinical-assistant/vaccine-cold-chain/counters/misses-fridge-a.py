"""Reads only the charts the morning's notice lists on day 3 (Fridge B and C): Fridge A's chart,
written overnight without a word, shows it at 1 C for six hours, and its lots stay in use."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["fridge_a_lots_quarantined", "clinic_list_off_fridge_a", "fridge_a_excursion_registered",
               "pharmacy_told_of_fridge_a"]
round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    clinic = oracle.Clinic(ctx)
    clinic.set_status("MMR-1184", "Available")
    postponed, restored = clinic.allocate()
    clinic.tell_reception(postponed, restored)
    return "MMR-1184 released."
