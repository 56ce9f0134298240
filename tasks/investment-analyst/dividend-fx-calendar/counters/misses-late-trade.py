"""Settles the trades on day 1 and never re-reads them: T-123 (booked 1 June, traded 27 May, before
BRWN's 28 May ex-date) is missed."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
read = oracle.read_positions_trades
seen = {}


def day1_trades(kit):
    positions, trades = read(kit)
    if "trades" not in seen:
        seen["trades"] = trades
    return positions, seen["trades"]


oracle.read_positions_trades = day1_trades
EXPECT_FAIL = ["late_trade_counted", "events_follow_tuesday", "morning_total_tuesday", "morning_total_wednesday",
               "morning_total_thursday", "every_row_thursday"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
