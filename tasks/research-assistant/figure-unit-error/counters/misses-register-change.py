"""Misses the register change nobody announced (ST-01's logger exchanged at the November
download, recording in Fahrenheit): ST-01's December value is released as if it were Celsius."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["st01_december_converted", "st01_summary_over_the_full_year", "st01_correction_logged"]


def logbook_only(kit):
    """Fahrenheit months from the logbook photo alone, never the register (the one wrong thing)."""
    return {s: oracle.month_after(since) for s, (since, _, unit) in oracle.LOGBOOK.items() if unit == "°F"}


oracle.fahrenheit_from = logbook_only
round_1, round_2 = oracle.round_1, oracle.round_2
