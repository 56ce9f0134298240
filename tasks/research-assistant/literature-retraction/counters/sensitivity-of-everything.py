"""Adds the amended sensitivity row without reading the risk-of-bias summary: it pools every
included study again (S02, rated High, stays in)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sensitivity_without_high_risk_of_bias"]

round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    review = oracle.Review(ctx)
    review.update()
    review.write_pooled("Sensitivity", review.included())
