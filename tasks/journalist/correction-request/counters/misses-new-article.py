"""Applies the amended minutes to the two articles it corrected on day 1 but never searches the
Archive again: the contractor story published overnight keeps £2.14 million."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["new_article_corrected_to_the_amended_cost"]
round_1 = oracle.round_1


def round_2(ctx):
    desk = oracle.Desk(ctx)
    oracle.further_correction(desk, wordings=(oracle.COST,))
    oracle.answer_reporter(desk)
    oracle.refer_council(desk)
