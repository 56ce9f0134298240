"""Rebooks every container on RCL-0313 to RCL-0314 on day 2, not only the held one: other
shipments' bookings changed."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["other_bookings_left_alone", "collateral"]

round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    result = oracle.round_2(ctx)
    book = Kit(ctx, name=oracle.NAME).sheets.open(oracle.BOOK)
    for ref in ("BH-24822", "BH-24836"):  # the other boxes on RCL-0313
        book.update(f"Bookings!C{book.find_row('Bookings!A1:G50', 'Shipment', ref).number}", "RCL-0314")
    return result
