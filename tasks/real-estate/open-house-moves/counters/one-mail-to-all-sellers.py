"""Sends Friday's confirmations as one mail with every seller in To."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sellers_never_see_each_other"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4


def round_5(ctx):
    kit = oracle.Kit(ctx, name=oracle.NAME)
    oracle.reconcile(kit, 5)
    listings = {str(r["MLS #"]): r for r in kit.sheets.open(oracle.BOOK).rows("Listings!A1:N29")}
    chosen = oracle.plan(kit, 5)
    lines = [f"{listings[m]['Address']}: {oracle.when(start)}" for m, (start, _) in chosen.items()]
    kit.mail.send(kit.mail.compose([listings[m]["Seller email"] for m in chosen], "Open houses confirmed",
                                   "Dear sellers,\n\n" + "\n".join(lines) + "\n"))
    return "one confirmation to all"
