"""Drops an ESG-excluded ticker's weight instead of moving it to the ticker's ESG substitute."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["whole_list_planned_monday", "esg_and_no_sell_applied"]
read = oracle.sources


def no_substitute(kit):
    src = read(kit)
    src["substitute"] = {t: "_dropped" for t in src["substitute"]}
    src["weight"]["_dropped"] = oracle.Decimal(0)
    return src


oracle.sources = no_substitute
round_1, round_2, round_3, round_4, round_5, round_6 = (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4,
                                                        oracle.round_5, oracle.round_6)
