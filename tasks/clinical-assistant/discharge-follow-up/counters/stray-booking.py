"""Books the follow-up right and, to be safe, a second slot on Tuesday under another title
("Hoffmann INR check"), which blocks Dr Keller's calendar for nothing."""

from datetime import datetime

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["follow_up_on_first_free_afternoon", "follow_up_moved_past_home_visits"]
round_2, round_3 = oracle.round_2, oracle.round_3


def round_1(ctx):
    done = oracle.round_1(ctx)
    start = datetime(2025, 3, 11, 10, tzinfo=oracle.BERLIN)
    Kit(ctx).calendar("Dr Keller").create("hoffmann-inr-check@lindenhof-praxis.example", "Hoffmann INR check",
                                          start, start + oracle.LENGTH)
    return done
