"""Tells each buyer on day 4 only that the viewing "had to move", without the new time."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["buyers_told_new_time"]

round_1, round_2, round_3, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_5
_write = oracle.write


def round_4(ctx):
    oracle.write = lambda kit, to, subject, text, *thread: _write(
        kit, to, subject, text if to == oracle.TENANT else "The viewing had to move; the invitation is updated.\n", *thread)
    try:
        return oracle.round_4(ctx)
    finally:
        oracle.write = _write
