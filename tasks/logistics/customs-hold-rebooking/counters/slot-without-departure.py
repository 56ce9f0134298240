"""Tells the consignee the right slots but never the barge departure code, which rule 6 asks for."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["consignee_told_the_monday_slot", "consignee_told_the_tuesday_slot"]


def tell_slot_only(kit: Kit, departure, slot):
    original = kit.mail.find("<delivery-4812076@hollweg-antriebe.example>")
    kit.mail.send(kit.mail.reply(original, f"Delivery slot at your goods-in: {slot:%A %d %B %Y, %H:%M}.\n",
                                 to=oracle.CONSIGNEE))


oracle.tell_consignee = tell_slot_only
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
