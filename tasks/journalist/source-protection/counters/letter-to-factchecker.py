"""Forwards the right-of-reply letter to the fact-checker as well as to counsel (the letter is cleared for counsel only)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reply_letter_to_counsel_only"]
oracle.LETTER_TO_ALL = True
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
