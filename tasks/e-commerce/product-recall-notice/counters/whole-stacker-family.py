"""Recalls every Rainbow Stacker, the XL (BW-STK-XL) included."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["look_alikes_not_written_to", "stock_held_day_one"]
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
notice_scope = oracle.scope


def scope(day):
    lots = notice_scope(day)
    return {**lots, "BW-STK-XL": lots["BW-STK-01"]}


oracle.scope = scope
