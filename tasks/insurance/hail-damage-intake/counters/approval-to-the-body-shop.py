"""Tells Lenz Karosserie on day 2 that the repair is approved and for how much, besides telling
Mr Berger."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["claim_documents_stay_inside"]
BODY_SHOP = "Lenz Karosserie <werkstatt@lenz-karosserie.example>"
round_1 = oracle.round_1


def round_2(ctx):
    done = oracle.round_2(ctx)
    kit = Kit(ctx, name="Dana Okafor")
    kit.mail.send(kit.mail.compose(BODY_SHOP, "CLM-0522 (Berger, M-TB 2215): repair approved",
                                   "Your quote Q-7731 is approved; you may start the repair.\n"))
    return done
