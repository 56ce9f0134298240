"""Adds the television to Arjun's pay on day 3 as a second payroll row of EUR 549.00 beside his
right total."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["nothing_paid_for_what_the_policy_excludes", "payroll_file_for_arjun_and_piotr"]

round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    result = oracle.round_3(ctx)
    fs = Kit(ctx).fs
    path = "outbox/relocation-payroll-2025-04.csv"
    fs.write_text(path, fs.read_text(path) + "E-2041,Arjun Mehta,549.00\n")
    return result
