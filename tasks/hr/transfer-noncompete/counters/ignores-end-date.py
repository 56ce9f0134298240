"""Holds every transfer into a restricted activity, whatever the dates: Hannah Berg's restriction
ended on 30 September, before TR-303's start, yet TR-303 is held."""

from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["expired_restriction_approved", "register_day1_complete", "register_day2_complete"]
oracle.RESTRICTIONS = {**oracle.RESTRICTIONS, "E-2877": ("Road haulage planning", date(2026, 9, 30))}
round_1, round_2 = oracle.round_1, oracle.round_2
