"""On the last day mails only the rebalance's totals, without the last batch's own Buy and Sell totals."""
from decimal import Decimal

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rebalance_totals_mailed"]
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5


def round_6(ctx):
    kit = Kit(ctx, name="Portfolio implementation desk")
    released, src = oracle.rebalance(kit)
    seen = oracle.record(kit, *oracle.totals(released, src["price"]))
    week_buy = sum(Decimal(b) for b, _ in seen.values())
    week_sell = sum(Decimal(s) for _, s in seen.values())
    kit.mail.send(kit.mail.compose(oracle.HELENA, "Release summary 09 Mar 2026",
                                   f"Hi Helena,\n\nreleased today: {', '.join(a for a, _ in released)}.\n"
                                   f"Rebalance buy total: GBP {week_buy:,.2f}\nRebalance sell total: GBP {week_sell:,.2f}\n"))
    return "done"
