"""Keeps Guelph's housekeeping finding open on Wednesday: misses the surveyor closing it overnight."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["guelph_finding_resolved"]
real_price = oracle.price


def guelph_open(kit):
    original = kit.kb.rows

    def rows(name, *a, **k):
        found = original(name, *a, **k)
        for f in found:
            if name == "Survey findings" and oracle.page_title(f) == "F-01":
                f["properties"]["Status"]["select"] = {"name": "Open"}
        return found
    kit.kb.rows = rows
    try:
        return real_price(kit)
    finally:
        kit.kb.rows = original


oracle.price = guelph_open
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
