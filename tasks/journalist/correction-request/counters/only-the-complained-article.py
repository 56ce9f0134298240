"""Corrects only the article the reader wrote about on day 1: the closure story repeating
£2.4 million is left wrong (day 2's further correction then catches it)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["closure_article_gets_the_same_correction"]
round_2 = oracle.round_2


def round_1(ctx):
    desk = oracle.Desk(ctx)
    oracle.correct_repairs(desk)
    oracle.answer_reader(desk)
