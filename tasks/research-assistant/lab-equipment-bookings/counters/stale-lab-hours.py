"""Fills the Lab hours tab on Monday, Tuesday and Friday only: on Wednesday and Thursday it keeps Tuesday's figures."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit.sheets import Spreadsheet

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day3_lab_hours"]
real_update = Spreadsheet.update


def skipping_lab_hours(self, range_ref, values, raw=False):
    if "Lab hours" in range_ref:
        return None
    return real_update(self, range_ref, values, raw)


def midweek(day):
    def round_n(ctx):
        Spreadsheet.update = skipping_lab_hours
        try:
            return oracle.run(ctx, day)
        finally:
            Spreadsheet.update = real_update
    return round_n


round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, midweek(3), midweek(4), oracle.round_5
