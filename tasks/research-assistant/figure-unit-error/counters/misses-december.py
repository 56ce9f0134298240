"""Misses the December download the field team appended to the archive overnight: the release
file, the summary and the corrections stay at January to November."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["december_released_for_every_station", "summary_over_the_full_year", "corrections_extended_to_december",
               "st01_december_converted", "st01_summary_over_the_full_year"]
read_archive = oracle.archive


def archive_as_on_day_1(kit):
    """The archive without the rows that were not there on day 1 (the one wrong thing)."""
    return [r for r in read_archive(kit) if r["month"] != "2023-12"]


oracle.archive = archive_as_on_day_1
round_1, round_2 = oracle.round_1, oracle.round_2
