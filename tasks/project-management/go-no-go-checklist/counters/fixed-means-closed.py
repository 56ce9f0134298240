"""Takes a defect marked Fixed as closed, whatever build the fix landed in: LDG-4471 (P1, fixed in
rc4) stops counting against the rc3 candidate, so GNG-25 passes and Conor's day-3 word stands."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["p1_fixed_only_in_rc4_is_open", "owners_told_of_day1_blockers", "reopened_p2_breaks_the_p2_gate",
               "p1_still_open_on_rc3", "readout_names_every_blocker"]
oracle.build_order = lambda build: (0,)  # every fix counts as in the candidate
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
