"""Schedules WT-2601 twice: a second repost event at the same slot next to the first."""
from datetime import timedelta

from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["calendar_day1", "brand_rule_calendar", "final_batch"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    out = oracle.round_1(ctx)
    start = oracle.slot("2026-06-12 09:00")
    Kit(ctx, name="Wayfarer Trails UGC desk").calendar("Publishing").create(
        "ugc-wt-2601-copy@wayfarertrails.example", "UGC repost WT-2601 @mara.roams", start, start + timedelta(minutes=15))
    return out
