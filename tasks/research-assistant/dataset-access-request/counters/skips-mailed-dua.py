"""Reads the applicant's mailed DUA but never files it in dua/: DAR-2610 stays Defer DUA."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["mailed_dua_filed_and_counted", "screening_current_day2", "decisions_recorded", "approved_applicants_get_the_link"]
oracle.file_mailed_dua = lambda kit: None
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
