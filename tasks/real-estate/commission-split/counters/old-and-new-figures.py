"""Sends the revised CDAs of day 2 with the superseded agent share beside the new one ("was …,
now …"): escrow reads two figures, so no revised CDA counts."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["revised_cda_cm2514", "revised_cda_cm2512", "revised_cdas_daniel"]
round_1 = oracle.round_1


def round_2(ctx):
    kit = oracle.Kit(ctx, name="Cedar & Main transaction desk")
    for s in oracle.splits(kit, {**oracle.SALE_PRICES, **oracle.AMENDED}):
        if oracle.changed(s):
            oracle.record(kit, s)
            kit.mail.send(kit.mail.compose(s["escrow"], f"REVISED CDA {s['file']}",
                                           f"{s['file']}: agent share was ${s['recorded'][3]:,.2f}, "
                                           f"now ${s['agent_share']:,.2f}.\n"))
