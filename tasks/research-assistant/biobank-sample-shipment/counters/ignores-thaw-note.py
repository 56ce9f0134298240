"""Reads the inventory's Notes once, on Monday: the thaw note on box B07 added on day 2 goes unseen."""
import re

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["thaw_note_quarantines_box", "statuses_day2", "statuses_day3", "final_state_day4", "shipping_summary_to_pi"]
oracle.re = type("R", (), {"search": staticmethod(lambda p, s, f=0: None if "thaw" in p else re.search(p, s, f)),
                           "findall": staticmethod(re.findall), "I": re.I})
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
