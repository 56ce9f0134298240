"""Books 15:00 but tells Ruth 10:00 suits on day 1, and moves the call on day 2 without a word to her."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ruth_answered_in_thread", "ruth_told_1600"]

round_3 = oracle.round_3
_tell = oracle.tell_ruth


def round_1(ctx):
    oracle.tell_ruth = lambda kit, text, *thread: _tell(kit, "Dear Ms Adler,\n\n10:00 on Tuesday suits.\n\nJana Novak\n", *thread)
    try:
        return oracle.round_1(ctx)
    finally:
        oracle.tell_ruth = _tell


def round_2(ctx):
    oracle.tell_ruth = lambda kit, text, *thread: None
    try:
        return oracle.round_2(ctx)
    finally:
        oracle.tell_ruth = _tell
