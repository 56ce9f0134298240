"""Keeps Monday's Frame rate (0.45) after the rates desk re-filed it at 0.49 for renewals from 1 March."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["frame_rate_refiled", "quote_day2"]
real_price = oracle.price


def mondays_rates(kit):
    original = kit.kb.rows

    def rows(name, *a, **k):
        found = original(name, *a, **k)
        if name == "Rates":
            for r in found:
                if r["id"] and oracle.page_title(r) == "Frame":
                    r["properties"]["Rate per 100"]["number"] = 0.45
        return found
    kit.kb.rows = rows
    try:
        return real_price(kit)
    finally:
        kit.kb.rows = original


oracle.price = mondays_rates
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
