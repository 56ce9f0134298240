"""Reads the defect sheet once, on day 1, and never again: LDG-4476's silent reopening on day 2
goes unseen, so the P2 gate keeps passing."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reopened_p2_breaks_the_p2_gate", "owners_told_of_new_blockers", "readout_names_every_blocker"]
read_defects, seen = oracle.open_defects, {}


def first_read(kit, candidate):
    return seen.setdefault("counts", read_defects(kit, candidate))


oracle.open_defects = first_read
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
