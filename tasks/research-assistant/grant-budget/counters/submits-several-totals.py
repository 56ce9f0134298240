"""Submits with the approved total and, 'for transparency', the earlier draft's total beside it:
the submission does not state one total requested."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["submitted_with_approved_total"]
round_1, round_2, round_4 = oracle.round_1, oracle.round_2, oracle.round_4


def round_3(ctx):
    kit = Kit(ctx, name="Jonas Lind")
    application = kit.kb.row("Grant applications", "HF-2024-117")
    kit.mail.send(kit.mail.compose(
        "submissions@helix-foundation.example", "HF-2024-117 - budget submission",
        "Dear Helix Foundation,\n\nwe request EUR 121,560 in total (our first draft was EUR 121,500).\n\nJonas Lind\n"))
    kit.kb.update(application, {"Status": "Submitted", "Submitted on": ctx.now.date()})
    return "Submitted."
