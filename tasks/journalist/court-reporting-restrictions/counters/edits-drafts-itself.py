"""Cuts the protected words out of the drafts itself and clears them, instead of holding the stories for their reporters."""
import re

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["breaching_stories_need_changes", "collateral"]
_assess = oracle.assess


def assess(kit, story, orders):
    st, note, hits = _assess(kit, story, orders)
    if st != "Needs changes":
        return st, note, hits
    text = kit.fs.read_text(f"drafts/{story}.md")
    for h in hits:
        text = re.sub(r"\s+".join(map(re.escape, h.split())), "[removed]", text)
    kit.fs.write_text(f"drafts/{story}.md", text)
    return "Cleared", note.split(":")[0] + ": edited by the desk", []


def round_1(ctx):
    oracle.assess = assess
    try:
        return oracle.round_1(ctx)
    finally:
        oracle.assess = _assess
