"""Adds RF-105 twice (the row written again below the first, as a second try): the batch would
pay Ada twice."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rf105_added_to_batch"]
round_1 = oracle.round_1


def round_2(ctx):
    done = oracle.round_2(ctx)
    Kit(ctx).sheets.open("Refund batch").update("Batch!A7:H7", [[
        "RF-105", "LO-50731", "Ada Okoye", "2024-05-14", "74.50", "74.50", "PAY-A4C912", "approved"]])
    return done
