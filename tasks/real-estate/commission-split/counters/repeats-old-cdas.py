"""On day 2 sends the revised CDAs and then re-sends Monday's CDA of each revised file "for the
record": escrow holds the superseded figures beside the new ones."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["revised_cda_cm2514", "revised_cda_cm2512", "revised_cdas_daniel"]
round_1 = oracle.round_1


def round_2(ctx):
    kit = oracle.Kit(ctx, name="Cedar & Main transaction desk")
    monday = {s["file"]: s for s in oracle.splits(kit, oracle.SALE_PRICES)}
    for s in monday.values():
        s["agent_share"], s["brokerage"] = (oracle.Decimal(str(x)) for x in s["recorded"][3:5])
    message = oracle.round_2(ctx)
    for s in oracle.splits(kit, {**oracle.SALE_PRICES, **oracle.AMENDED}):
        if s["file"] in ("CM-2512", "CM-2513", "CM-2514", "CM-2515"):
            oracle.cda(kit, monday[s["file"]])
    return message
