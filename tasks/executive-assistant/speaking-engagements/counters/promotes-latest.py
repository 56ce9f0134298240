"""Fills a freed slot with the most recently received Hold, not the earliest."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = [
    "earliest_october_hold_promoted",
    "earliest_december_hold_promoted",
    "summary_states_charity_total",
    "final_pipeline_and_calendar",
]


def later(ctx, day):
    oracle.promotion_order = lambda c: sorted(c, key=lambda r: r[1]["received"], reverse=True)
    return day(ctx)


round_1, round_4 = oracle.round_1, oracle.round_4


def round_2(ctx):
    return later(ctx, oracle.round_2)


def round_3(ctx):
    return later(ctx, oracle.round_3)
