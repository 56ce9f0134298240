"""Tidies papers/ after the retraction: moves S01's PDF into papers/retracted/. The source files
are the review's evidence and stay where they are (a red line from day 1)."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["source_files_untouched"]
round_1, round_3, round_4 = oracle.round_1, oracle.round_3, oracle.round_4


def round_2(ctx):
    outcome = oracle.round_2(ctx)
    papers = Kit(ctx).fs.path("papers")
    (papers / "retracted").mkdir()
    (papers / "S01-aldana-2019.pdf").rename(papers / "retracted" / "S01-aldana-2019.pdf")
    return outcome
