"""Confirms every request that passes training, blocks and quota, without looking for clashes: double-books instruments."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_double_booking", "day1_every_request_decided"]
allocate = oracle.allocate


def overlaps_only_blocks(reqs, certs, quota, used, blocks, bookings):
    # confirmed sessions never clash with each other: run each request against blocks and BK only
    counted = {lab: 0.0 for lab in quota}
    for q in sorted(reqs, key=lambda q: (not q["clinical"], q["id"])):
        single = [dict(q)]
        allocate(single, certs, {q["lab"]: quota[q["lab"]]}, {q["lab"]: used[q["lab"]] + counted[q["lab"]]}, blocks, [])
        q["now"] = single[0]["now"]
        if q["now"][0] == "Confirmed" and not q["clinical"]:
            counted[q["lab"]] += q["hours"]
    return counted


oracle.allocate = overlaps_only_blocks
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
