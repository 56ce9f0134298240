"""States the rebalance's totals from the final trade list at Monday 9 March's closes, not each batch at its own."""
from decimal import Decimal

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rebalance_totals_mailed"]
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5


def round_6(ctx):
    kit = Kit(ctx, name="Portfolio implementation desk")
    released, src = oracle.rebalance(kit)
    buy, sell = oracle.totals(released, src["price"])
    rows = kit.sheets.open(oracle.BOOK).rows("Trades")
    everything = [(r["Account"], {t: int(oracle.num(r[t])) for t in oracle.TICKERS}) for r in rows]
    wb, ws = oracle.totals(everything, src["price"])
    kit.mail.send(kit.mail.compose(oracle.HELENA, "Release summary 09 Mar 2026",
                                   f"Buy total: GBP {buy:,.2f}\nSell total: GBP {sell:,.2f}\n\n"
                                   f"Rebalance buy total: GBP {wb:,.2f}\nRebalance sell total: GBP {ws:,.2f}\n"))
    return "done"
