"""Sends Tobias the fraud-review RMAs alone: no order, no serial sold, no label serial."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["fraud_list_to_loss_prevention"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    kit = Kit(ctx, name="Lichtwerk returns desk")
    orig = kit.mail.__class__.compose

    def compose(self, to, subject, text, **kw):
        if subject.startswith("Fraud-review"):
            text = "Hi Tobias,\n\nfraud review this week: RMA-5108, RMA-5121, RMA-5133.\n"
        return orig(self, to, subject, text, **kw)
    kit.mail.__class__.compose = compose
    try:
        return oracle.round_4(ctx)
    finally:
        kit.mail.__class__.compose = orig
