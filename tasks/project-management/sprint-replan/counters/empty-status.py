"""Sends the team list a status on day 3 that gives no dates ('all on track')."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["status_sent_to_team"]
round_1, round_2, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_4, oracle.round_5


def round_3(ctx):
    kit = Kit(ctx, name="Priya Nair")
    oracle.replan(kit)
    kit.mail.send(kit.mail.compose("Atlas team <atlas-team@tidewater.example>", "Atlas status, 15 May",
                                   "Hi all, the plan is up to date; ATL-220 is replanned. Priya\n"))
    return "Status sent."
