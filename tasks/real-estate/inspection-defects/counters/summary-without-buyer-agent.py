"""Mails the client summaries to the client alone, without the buyer's agent on the message."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["client_summary_day1", "client_summary_day2"]
send_summary = oracle.send_summary


def client_only(kit, rows, updated):
    oracle.BUYER_AGENT = ()
    return send_summary(kit, rows, updated)


oracle.send_summary = client_only
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
