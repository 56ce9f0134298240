"""Holds the edited CS-01 but tells Tom of it only in passing, in a mail about CS-02."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
round_1, round_2, round_4 = oracle.round_1, oracle.round_2, oracle.round_4
EXPECT_FAIL = ["reporter_told_of_the_edit"]
_round_3 = oracle.round_3


def round_3(ctx):
    oracle.TELL_REPORTERS = False
    try:
        done = _round_3(ctx)
    finally:
        oracle.TELL_REPORTERS = True
    kit = Kit(ctx, name="Harwick Courier legal desk")
    kit.mail.send(kit.mail.compose("tom.ashby@harwickcourier.example", "CS-02 cleared",
                                   "Hi Tom,\n\nCS-02 is cleared. CS-01 needs another look too.\n\nLegal desk\n"))
    return done + " CS-01 mentioned in passing."
