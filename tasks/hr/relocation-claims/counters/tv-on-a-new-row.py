"""Approves the television on day 3 as a new line of its own ("L14 Electronics, exception"),
leaving L05 rejected: the excluded item paid under another line id."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["nothing_paid_for_what_the_policy_excludes"]

round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    result = oracle.round_3(ctx)
    Kit(ctx).sheets.open("Relocation claims").append("Lines!A1:N1", [[
        "L14", "Arjun Mehta", "E-2041", "Electronics", "receipts/L05-arjun.jpg", "2025-03-15", "EUR 549 (exception)",
        "EUR", 549, 1, 549, 549, "Approved", "Employee"]])
    return result
