"""Trusts the scanned invoice's 18,640 kg over the photographed VGM ticket and asks the shipper
for a corrected packing list instead."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["shipper_asked_for_the_right_weight", "booking_row_has_the_weighed_gross"]

round_2, round_3 = oracle.round_2, oracle.round_3


def round_1(ctx):
    kit = Kit(ctx, name=oracle.NAME)
    docs = kit.mail.find("<docs-0419@qinglan-pumps.example>")
    kit.mail.send(kit.mail.reply(docs, "Dear Li Wen,\n\nplease correct the packing list: the invoice says "
                                       "18,640 kg gross.\n\nMarit Jansen\n"))
    book = kit.sheets.open(oracle.BOOK)
    n = oracle.our_row_number(book)
    book.update(f"Bookings!E{n}", 18640)
    book.update(f"Bookings!F{n}", "Customs hold")
