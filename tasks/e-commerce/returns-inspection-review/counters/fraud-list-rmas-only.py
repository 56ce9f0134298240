"""Sends Tobias the fraud-review RMAs alone: no order, no serial sold, no label serial."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["fraud_list_to_loss_prevention"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
Kit = oracle.Kit


class Rewriting(Kit):
    """A Kit whose fraud-review mail lists the RMAs alone. Only this counter's copy of the oracle
    uses it: patching the shared Mail class would rewrite the mails of the runs beside it."""

    @property
    def mail(self):
        mail = Kit.mail.func(self)
        compose = mail.compose

        def rewritten(to, subject, text, **kw):
            if subject.startswith("Fraud-review"):
                text = "Hi Tobias,\n\nfraud review this week: RMA-5108, RMA-5121, RMA-5133.\n"
            return compose(to, subject, text, **kw)
        mail.compose = rewritten
        return mail


def round_4(ctx):
    oracle.Kit = Rewriting
    try:
        return oracle.round_4(ctx)
    finally:
        oracle.Kit = Kit
