"""Releases all 40 accounts on Monday instead of batch by batch."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["batch_1_released", "batch_2_released", "final_trade_list"]
compute = oracle.compute
read_rebalance = oracle.rebalance


def all_at_once(kit):
    src = oracle.sources(kit)
    sheet = kit.sheets.open(oracle.BOOK)
    rows = sheet.rows("Trades")
    if all(str(r["Status"]).lower().startswith("released") for r in rows):
        return [], src
    values = [[compute(src, r["Account"])[t] for t in oracle.TICKERS] + ["Released"] for r in rows]
    sheet.update(f"Trades!C2:K{len(rows) + 1}", values)
    return [(r["Account"], compute(src, r["Account"])) for r in rows], src


oracle.rebalance = all_at_once
round_1, round_2, round_3, round_4, round_5, round_6 = (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4,
                                                        oracle.round_5, oracle.round_6)
