"""Reads the register's lifts as London wall-clock times, ignoring their offset: Meridian's 03:00
Eastern looks earlier than the 07:00 send, so Ladders Pulled Up runs in Brief 41 and goes out
to subscribers before its embargo lifts (08:00 London)."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import page_title, value

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ladders_held_for_eastern_lift", "hana_told_of_hold", "ladders_still_held",
               "brief_file_runs_the_right_items", "day3_embargo_and_privacy_kept"]


def wall_clock_lifts(kit):
    return {page_title(r): value(r, "Lift").replace(tzinfo=None) for r in kit.kb.rows("Embargo register")}


oracle.lifts = wall_clock_lifts
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
