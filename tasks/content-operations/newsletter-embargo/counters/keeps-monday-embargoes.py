"""Finalises Brief 41 with the embargo lifts it read on Monday and never reads the register again:
Calder's launch moved to Friday, so Behind on the Meter goes to subscribers before its embargo."""

from datetime import datetime

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["arrears_held_after_launch_moved", "brief_file_runs_the_right_items", "felix_told_of_hold",
               "day3_embargo_and_privacy_kept", "held_items_carried_to_brief_42"]

_read = oracle.lifts


def mondays_lifts(kit):
    return {**_read(kit), "HB41-2": datetime(2024, 9, 12, 0, 1)}  # as the register said on Monday


oracle.lifts = mondays_lifts
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
