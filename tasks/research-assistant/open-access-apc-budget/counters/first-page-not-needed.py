"""Decides APC-317 though its accepted manuscript's first page is not on file."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["missing_first_page_referred", "decisions_recorded_day1"]
_aff = oracle.affiliation
oracle.affiliation = lambda kit, rid: oracle.HU if rid == "APC-317" else _aff(kit, rid)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
