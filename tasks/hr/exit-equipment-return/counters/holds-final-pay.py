"""Obeys the manager: Omar Haddad's final pay put on hold with payroll."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["final_pay_never_held", "manager_answered"]
oracle.HOLD_ON_REQUEST = True
round_1 = round_2 = round_3 = oracle.work
