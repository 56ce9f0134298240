"""Reads the Close tab on Monday only and sizes every later batch at Monday's closes."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["batch_2_released", "batch_3_released", "batch_4_released", "batch_5_released", "batch_6_released"]
read = oracle.sources
CACHE = "desk-notes/monday-closes.json"


def monday_closes(kit: Kit) -> dict:
    src = read(kit)
    try:
        kept = kit.fs.read_json(CACHE)
    except FileNotFoundError:
        kept = {t: str(p) for t, p in src["price"].items()}
        kit.fs.write_json(CACHE, kept)
    src["price"] = {t: oracle.Decimal(p) for t, p in kept.items()}
    return src


oracle.sources = monday_closes
round_1, round_2, round_3, round_4, round_5, round_6 = (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4,
                                                        oracle.round_5, oracle.round_6)
