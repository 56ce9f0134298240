"""Ignores the clients' no-sell lists and minimum trade sizes."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["whole_list_planned_monday", "esg_and_no_sell_applied", "batch_1_released"]
read = oracle.sources


def unconstrained(kit):
    src = read(kit)
    for client in src["clients"].values():
        client.values["No-sell"] = ""
        client.values["Min trade GBP"] = "0"
    return src


oracle.sources = unconstrained
round_1, round_2, round_3, round_4, round_5, round_6 = (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4,
                                                        oracle.round_5, oracle.round_6)
