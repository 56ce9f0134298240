"""Applies every transfer in the register, also LP-26's still Pending consent."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import value

oracle = task_oracle(__file__)
EXPECT_FAIL = ["transfer_on_the_call_sheet", "notices_sent_with_final_amounts"]


def all_transfers(kit, on):
    return {value(r, "LP ID").strip(): (value(r, "Transferee"), value(r, "Transferee notice email"))
            for r in kit.kb.rows("Transfer register")}


oracle.transfers = all_transfers
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
