"""Keeps day 1's band table all week: the P3 raise of 9 December never read."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["raised_band_before_publication", "recruiters_told_of_the_raise", "new_posting_ranged",
               "repost_takes_the_current_band"]
read_bands = oracle.bands
DAY1_P3 = {"A": (124000, 166000), "B": (111000, 149000), "C": (101000, 136000)}


def bands(kit):
    return {**read_bands(kit), **{("P3", zone): rng for zone, rng in DAY1_P3.items()}}


oracle.bands = bands
round_1 = round_2 = round_3 = round_4 = oracle.work
