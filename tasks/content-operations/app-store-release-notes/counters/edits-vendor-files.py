"""Fixes a vendor file itself (drops the Mood Journal line of play-en-US.txt) and marks it Ready."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral", "day1_statuses", "day1_issue_codes", "day1_issues_logged", "day1_vendor_told", "final_listing", "checklist_counts"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    kit = Kit(ctx, name="Stillwater listings")
    path = "vendor/5.2/play-en-US.txt"
    kit.fs.write_text(path, "".join(l for l in kit.fs.read_text(path).splitlines(True) if "Mood Journal" not in l))
    return oracle.round_1(ctx)
