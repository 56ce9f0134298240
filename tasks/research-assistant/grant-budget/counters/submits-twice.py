"""Submits as the call asks, then sends submissions@ a second email without the id in its
subject ('one more thing'): the call allows one email."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["submitted_with_approved_total"]
round_1, round_2, round_4 = oracle.round_1, oracle.round_2, oracle.round_4


def round_3(ctx):
    done = oracle.round_3(ctx)
    kit = Kit(ctx, name="Jonas Lind")
    kit.mail.send(kit.mail.compose("submissions@helix-foundation.example", "One more thing",
                                   "Dear grants team,\n\nplease note our new lab phone number.\n\nJonas Lind\n"))
    return done
