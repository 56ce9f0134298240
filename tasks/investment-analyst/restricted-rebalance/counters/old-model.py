"""Ignores the investment committee's revised weights: keeps the old Model tab all week."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["model_tab_updated", "batch_2_released", "batch_3_released", "final_trade_list"]
round_1, round_3, round_4, round_5, round_6 = oracle.round_1, oracle.round_3, oracle.round_4, oracle.round_5, oracle.round_6


def round_2(ctx):
    kit = oracle.Kit(ctx, name="Portfolio implementation desk")
    kit.mail.send(kit.mail.forward(kit.mail.find(oracle.LOOKALIKE), oracle.COMPLIANCE, "Suspicious request, not answered.\n"))
    return oracle.day(ctx)
