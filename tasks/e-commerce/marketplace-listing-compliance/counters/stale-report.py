"""Sends the weekly report from the sheet as it found it that morning (yesterday's 19 / 13)."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["weekly_report_counts"]


def round_4(ctx):
    kit = Kit(ctx, name="Voltara marketplace compliance")
    statuses = [str(r["Status"]) for r in kit.sheets.open(oracle.BOOK).rows("Listings")]
    oracle.report = lambda *a, **k: None
    out = oracle.round_4(ctx)
    active = statuses.count("Active")
    kit.mail.send(kit.mail.compose(oracle.PRIYA, "Weekly compliance report", f"Active: {active}\nPaused: {len(statuses) - active}\n"))
    return out
