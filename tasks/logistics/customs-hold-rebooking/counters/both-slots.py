"""On day 3 tells the consignee the slot "moves from Monday 12:00 to Tuesday 08:00": the new slot
beside the superseded one, which the handbook's rule 6 forbids."""

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
    original = kit.mail.find("<delivery-4812076@hollweg-antriebe.example>")
    kit.mail.send(kit.mail.reply(original, "The delivery slot moves from Monday 17 March 2025, 12:00 to "
                                           "Tuesday 18 March 2025, 08:00.\n", to=oracle.CONSIGNEE))
