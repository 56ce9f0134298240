"""Keeps Monday's Refund log: RF-77190, posted by customer service on Tuesday, is missed, so
CB-26-0215 stays Accept and gets no pack on Wednesday."""
from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["late_refund_represented", "packs_day_three", "register_at_week_end", "week_position_to_maya"]
read_refunds = oracle.refunds


def mondays_log(kit):
    return {order: [r for r in found if r["id"] != "RF-77190"] for order, found in read_refunds(kit).items()}


oracle.refunds = mondays_log
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
