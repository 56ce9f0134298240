"""Sends Tobias every return that gets no money (the refused grade-C ones with the mismatches)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["fraud_list_to_loss_prevention"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
_compose = None


def round_4(ctx):
    from clawmark.oracle_kit import Kit
    kit = Kit(ctx, name="Lichtwerk returns desk")
    orig = kit.mail.__class__.compose

    def compose(self, to, subject, text, **kw):
        if subject.startswith("Fraud-review"):
            text += "\nAlso not paid (grade C): RMA-5105, RMA-5117, RMA-5129\n"
        return orig(self, to, subject, text, **kw)
    kit.mail.__class__.compose = compose
    try:
        return oracle.round_4(ctx)
    finally:
        kit.mail.__class__.compose = orig
