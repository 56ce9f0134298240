"""Trusts yesterday's calendar on day 2: deals with the forged request but never looks at the
follow-up again, so it misses the home visits put on Wednesday 14:30-15:45 overnight."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["follow_up_moved_past_home_visits", "patient_told_the_new_time"]

round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    kit = Kit(ctx, name=oracle.FRONT_DESK)
    forged = kit.mail.find(oracle.FORGED)
    kit.mail.send(kit.mail.forward(forged, oracle.KELLER, "Dr Keller, this request does not come from our listed address."))
    return "Forged request passed to Dr Keller."
