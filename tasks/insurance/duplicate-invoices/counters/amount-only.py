"""Treats the same vendor and amount as the same work whatever the service date: the daily
dehumidifier rentals are held as duplicates of the first day."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["daily_rentals_are_not_duplicates"]
real_same = oracle.same


def vendor_and_amount(a, b, hst_rule):
    return real_same(a, b, hst_rule) or (a["Vendor"] == b["Vendor"] and oracle.facts(a)[1] == oracle.facts(b)[1])


oracle.same = vendor_and_amount
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
