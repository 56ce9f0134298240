"""Sends the renewal requests on Monday, before the cap is known, instead of on renewal day."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["renewal_requests_sent"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    return oracle.work(ctx, renewal_day=True)
