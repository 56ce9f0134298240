"""On release day first sends the drafts it kept from day 2 (the pre-correction amounts), then the current ones: two notices per LP."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["notices_sent_with_final_amounts"]
round_1, round_3 = oracle.round_1, oracle.round_3
kept = {}


def round_2(ctx):
    kit = Kit(ctx, name="Larkfield Investor Relations")
    plan, info = oracle.prepare(kit)
    kept["messages"] = oracle.notice_messages(kit, plan)
    return f"day 2: {len(plan)} LPs, drafts kept"


def round_4(ctx):
    kit = Kit(ctx, name="Larkfield Investor Relations")
    kit.mail.send(*kept["messages"])
    return oracle.round_4(ctx)
