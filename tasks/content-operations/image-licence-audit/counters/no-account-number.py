"""Sends the renewal requests without our account number with each agency."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["renewal_requests_sent"]
value = oracle.value


def no_account(page, name):
    return "" if name == "Account no." else value(page, name)


oracle.value = no_account
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
