"""Leaves Mrs Blackett's Friday visit planned after she withdrew from care from 19 December."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["doreen_cancelled_from_friday", "rota_right_at_the_end", "coordinator_told_of_the_cancellation"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    oracle.CARE_WITHDRAWN = {1: {}}
    desk, uncovered = oracle.morning(ctx, 4)
    return f"uncovered {uncovered}"
