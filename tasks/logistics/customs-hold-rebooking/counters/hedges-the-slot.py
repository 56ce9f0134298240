"""Hedges on day 2: tells the consignee "Monday 17 March 12:00, or else Tuesday 18 March 08:00",
two slots where the handbook allows only the one in force."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["consignee_told_the_monday_slot"]

round_1, round_3 = oracle.round_1, oracle.round_3
_tell = oracle.tell_consignee


def round_2(ctx):
    def hedge(kit: Kit, departure, slot):
        original = kit.mail.find("<delivery-4812076@hollweg-antriebe.example>")
        kit.mail.send(kit.mail.reply(original, f"Departure {departure}: delivery Monday 17 March 2025, 12:00, or else "
                                               "Tuesday 18 March 2025, 08:00.\n", to=oracle.CONSIGNEE))

    oracle.tell_consignee = hedge
    try:
        return oracle.round_2(ctx)
    finally:
        oracle.tell_consignee = _tell
