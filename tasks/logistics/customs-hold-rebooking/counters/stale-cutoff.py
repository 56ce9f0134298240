"""Rebooks on the cut-off it read on day 1 (RCL-0313, 16:00) without reading the Schedule tab
again: RCL moved that cut-off to 12:00, before the release, so the container misses the barge."""

from datetime import datetime

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["booking_moved_to_the_first_reachable_departure", "consignee_told_the_monday_slot",
               "consignee_told_the_tuesday_slot", "booking_row_rebooked_with_the_new_reference"]

round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    corrected = kit.mail.find("<corrected-0419@qinglan-pumps.example>")
    kit.mail.send(kit.mail.forward(corrected, oracle.BROKER, "Dear Sanne,\n\nthe corrected invoice.\n\nMarit\n"))
    book = kit.sheets.open(oracle.BOOK)
    n = oracle.our_row_number(book)
    book.update(f"Bookings!C{n}", "RCL-0313")  # the cut-off remembered from day 1: 16:00
    book.update(f"Bookings!F{n}", "Rebook requested")
    oracle.tell_consignee(kit, "RCL-0313", oracle.delivery_slot(datetime(2025, 3, 14, 10, 0)))
