"""Misses the overnight ETA advisory on day 3: records the new reference and repeats Monday's
12:00 slot from the Schedule tab's ETA."""

from datetime import datetime

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["consignee_told_the_tuesday_slot"]

round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    book = kit.sheets.open(oracle.BOOK)
    n = oracle.our_row_number(book)
    book.update(f"Bookings!D{n}", "RCL-B-77215")
    book.update(f"Bookings!F{n}", "Rebooked")
    oracle.tell_consignee(kit, "RCL-0314", oracle.delivery_slot(datetime(2025, 3, 17, 8, 0)))
