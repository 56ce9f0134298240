"""Counts Kessler's opposition from the day the post reached the mailroom (2 December) instead of
the proof of service's date of service (26 November): due 19 December."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["kessler_opposition_from_the_proof_of_service", "kessler_on_the_calendar_and_told"]
oracle.KESSLER_SERVED = date(2025, 12, 2)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
