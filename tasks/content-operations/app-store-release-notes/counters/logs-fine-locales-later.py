"""Right sheet, but on day 3 also logs the two Japanese files as OVER_LIMIT in the kb (counted in bytes)."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["final_listing"]
round_1, round_2, round_4 = oracle.round_1, oracle.round_2, oracle.round_4


def round_3(ctx):
    out = oracle.round_3(ctx)
    kit = Kit(ctx, name="Stillwater listings")
    for key in ("appstore-ja-JP", "play-ja-JP"):
        kit.kb.create_row(oracle.ISSUES, {"Listing": key, "Issue": "OVER_LIMIT", "Note": "551 bytes"})
    return out
