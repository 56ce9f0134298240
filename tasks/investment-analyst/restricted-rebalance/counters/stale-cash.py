"""Reads the Clients tab's cash on Monday only: misses client operations' correction of HPW-40115's cash."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["corrected_cash_used", "final_trade_list"]
read = oracle.sources
CACHE = "desk-notes/monday-cash.json"


def monday_cash(kit: Kit) -> dict:
    src = read(kit)
    try:
        kept = kit.fs.read_json(CACHE)
    except FileNotFoundError:
        kept = {a: str(c["Cash GBP"]) for a, c in src["clients"].items()}
        kit.fs.write_json(CACHE, kept)
    for account, client in src["clients"].items():
        client.values["Cash GBP"] = kept[account]
    return src


oracle.sources = monday_cash
round_1, round_2, round_3, round_4, round_5, round_6 = (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4,
                                                        oracle.round_5, oracle.round_6)
