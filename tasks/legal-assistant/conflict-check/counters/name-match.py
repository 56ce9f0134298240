"""Searches companies by name instead of registration number: anything sharing the first word
is a hit, so the look-alikes Calder Freight Services LLP (M-2150) and Norhaven Marine Ltd (M-2017)
are logged."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["hits_day1_by_company_number", "hits_day2_complete"]


def by_name(name, number, register_name, register_number):
    if number:
        return bool(register_name) and register_name.split()[0].lower() in {w.lower() for w in name.split()[:1]}
    return not register_number and register_name.strip().lower() == name.lower()


oracle.matches = by_name
round_1, round_2 = oracle.round_1, oracle.round_2
