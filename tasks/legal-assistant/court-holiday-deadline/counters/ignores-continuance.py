"""Leaves Lowe as docketed on day 1: the court's notice of entry continuing the hearing to
7 January is not acted on, so the reply and the hearing stay on their old dates."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lowe_reply_follows_the_continued_hearing", "lowe_hearing_moved_and_told"]
round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    oracle.keep_brennan(oracle.Desk(ctx))
