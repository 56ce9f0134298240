"""Tells the four desks with something to resubmit on day 1 in one mail to all of them, each reading the others' rejections and resubmissions."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["resubmissions_mailed_day1"]


class Holding(Kit):
    """A Kit whose mails are held back, not sent. Only this counter's copy of the oracle uses it:
    patching the shared Mail class would swallow the mails of the runs the gate plays beside it."""

    held: list = []

    @property
    def mail(self):
        mail = Kit.mail.func(self)
        mail.send = lambda *messages: Holding.held.extend(messages)
        return mail


def round_1(ctx):
    Holding.held = []
    oracle.Kit = Holding
    try:
        out = oracle.round_1(ctx)
    finally:
        oracle.Kit = Kit
    held = Holding.held
    kit = Kit(ctx, name="Ridgeline submittal desk")
    to = [str(m["To"]) for m in held]
    body = "Hello all,\n\nplease resubmit:\n" + "\n".join(f"{m['Subject']}: {m.get_content().strip()}" for m in held)
    kit.mail.send(kit.mail.compose(to, "East Wing submittals to resubmit", body))
    return out
