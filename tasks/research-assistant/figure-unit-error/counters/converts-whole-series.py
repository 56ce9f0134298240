"""Converts ST-03's and ST-05's whole series, not only the months after their loggers were
exchanged (the handbook: a new logger records from the first day of the following month)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["st03_converted_from_june", "st05_converted_from_september", "summary_july_and_means",
               "corrections_logged", "december_released_for_every_station", "summary_over_the_full_year"]
settle_units = oracle.fahrenheit_from


def from_january(kit):
    """Every Fahrenheit station from January on (the one wrong thing)."""
    return {s: "2023-01" for s in settle_units(kit)}


oracle.fahrenheit_from = from_january
round_1, round_2 = oracle.round_1, oracle.round_2
