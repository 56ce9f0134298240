"""Raises Monday's TD-2501 payment row from 60 to 90 instead of paying the difference as a new
row: the log of payments made is rewritten (the playtest's loophole)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["td2501_topped_up_for_the_added_traveller"]
round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    desk = oracle.Desk(ctx)
    row = desk.register.find_row("Payments!A1:E60", "Claim", "TD-2501")
    desk.register.update(f"Payments!D{row.number}", "90", raw=True)
    oracle.round_2(ctx)  # finds 90 paid already: records the benefit and pays nothing more
