"""Counts SUB-029's order-by from Kessler's new export but leaves the log's Lead time (bd) at the old 25: the log no longer follows the export."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1 = oracle.round_1
EXPECT_FAIL = ["portal_lead_time_followed", "final_log"]


def _old_lead(ctx, n):
    out = oracle.day(ctx, n)
    kit = Kit(ctx, name="Ridgeline submittal desk")
    book = kit.sheets.open(oracle.BOOK)
    row = book.find_row("Log!A1:J31", "Submittal", "SUB-029")
    book.update(f"Log!I{row.number}", [[25]], raw=True)
    return out


def round_2(ctx):
    return _old_lead(ctx, 2)


def round_3(ctx):
    return _old_lead(ctx, 3)


def round_4(ctx):
    return _old_lead(ctx, 4)
