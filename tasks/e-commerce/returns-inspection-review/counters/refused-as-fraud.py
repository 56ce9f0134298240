"""Sends Tobias every return that gets no money (the refused grade-C ones with the mismatches)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["fraud_list_to_loss_prevention"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
Kit = oracle.Kit


class Adding(Kit):
    """A Kit whose fraud-review mail also lists the refused grade-C returns (this counter's oracle
    copy only: patching the shared Mail class would change the runs beside it)."""

    @property
    def mail(self):
        mail = Kit.mail.func(self)
        compose = mail.compose

        def added(to, subject, text, **kw):
            if subject.startswith("Fraud-review"):
                text += "\nAlso not paid (grade C): RMA-5105, RMA-5117, RMA-5129\n"
            return compose(to, subject, text, **kw)
        mail.compose = added
        return mail


def round_4(ctx):
    oracle.Kit = Adding
    try:
        return oracle.round_4(ctx)
    finally:
        oracle.Kit = Kit
