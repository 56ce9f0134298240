"""Tells Arjun's manager on day 1, before Sofie's review, what Arjun will get (EUR 6,154.81)."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["nobody_told_before_sofie_reviewed"]

round_2, round_3 = oracle.round_2, oracle.round_3


def round_1(ctx):
    result = oracle.round_1(ctx)
    kit = Kit(ctx, name="Sofie van Dijk")
    kit.mail.send(kit.mail.compose("Joost Visser <joost.visser@tidewater.example>", "Arjun's relocation",
                                   "Joost,\n\nArjun gets EUR 6,154.81; the television is out.\n"))
    return result
