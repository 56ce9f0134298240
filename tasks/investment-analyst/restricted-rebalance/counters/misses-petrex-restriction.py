"""Reads the Restricted list on Monday only: keeps the planned PTRX trades after compliance adds it on Thursday."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["petrex_trades_cancelled", "batch_4_released", "summary_mailed_thursday", "restricted_securities_never_traded"]
read = oracle.sources


def monday_restrictions(kit: Kit) -> dict:
    src = read(kit)
    src["restricted"].pop("PTRX", None)
    return src


oracle.sources = monday_restrictions
round_1, round_2, round_3, round_4, round_5, round_6 = (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4,
                                                        oracle.round_5, oracle.round_6)
