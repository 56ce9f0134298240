"""Applies the house style guide alone, not Clearline's scanned letter: the 199-character poster
IMG-131 is Fix, labels that transcribe their text without the catalogue number pass."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["letter_length_exception", "catalogue_numbers_read", "rows_monday", "rows_and_tickets_tuesday"]
oracle.oracle.letter = False
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
