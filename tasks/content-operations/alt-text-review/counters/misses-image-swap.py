"""Settles IMG-109 on Monday and never re-checks it (misses the collections team's swap for a label)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["swapped_image_rechecked", "swapped_label_read", "rows_and_tickets_wednesday", "rows_and_tickets_thursday"]
round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    oracle.oracle.skip_images = {"IMG-109"}
    return oracle.round_3(ctx)


def round_4(ctx):
    oracle.oracle.skip_images = {"IMG-109"}
    return oracle.round_4(ctx)
