"""Writes E-304's out-punch from the manual form into payroll's Punches tab."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["payroll_records_untouched"]
round_2 = round_3 = round_4 = oracle.work


def round_1(ctx):
    done = oracle.work(ctx)
    Kit(ctx).sheets.open(oracle.RECORDS).update("Punches!E75", [["08:10"]])
    return done
