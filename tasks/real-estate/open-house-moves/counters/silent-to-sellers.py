"""Moves and cancels on the calendar and sheet but never tells the sellers until Friday."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["santos_moved_to_sunday", "marathon_sellers_told"]
round_1, round_5 = oracle.round_1, oracle.round_5
tell = oracle.tell


def quietly(round_n):
    def run(ctx):
        oracle.tell = lambda kit, r, text, subject="": None
        try:
            return round_n(ctx)
        finally:
            oracle.tell = tell
    return run


round_2, round_3, round_4 = quietly(oracle.round_2), quietly(oracle.round_3), quietly(oracle.round_4)
