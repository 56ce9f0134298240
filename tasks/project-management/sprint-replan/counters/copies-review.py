"""Moves the review as asked and also books a renamed copy, 'Sprint 14 Review (moved)', at the new time."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["review_moved_per_whiteboard", "lena_invited_to_review"]
round_2, round_3, round_4, round_5 = oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5


def round_1(ctx):
    done = oracle.round_1(ctx)
    Kit(ctx).calendar("Work").create("sprint-14-review-copy@tidewater.example", "Sprint 14 Review (moved)",
                                     oracle.REVIEW_START, oracle.REVIEW_START + oracle.timedelta(hours=1))
    return done
