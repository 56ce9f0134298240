"""Reads the transfer register on day 1 only: LP-17's notice still goes to Northfield."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["transfer_on_the_call_sheet", "day2_drafts_current", "day3_drafts_current", "transferee_gets_the_notice",
               "notices_sent_with_final_amounts"]
read = oracle.transfers
seen = {}


def first_transfers(kit, on):
    if "t" not in seen:
        seen["t"] = read(kit, on)
    return seen["t"]


oracle.transfers = first_transfers
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
