"""Sends the 29 notices on day 1 with the day-1 amounts (the prompt says not before Thursday), then again on release day."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["nothing_to_lps_before_release"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    kit = Kit(ctx, name="Larkfield Investor Relations")
    plan, info = oracle.prepare(kit)
    kit.mail.send(*oracle.notice_messages(kit, plan))
    return f"day 1: {len(plan)} notices sent early"
