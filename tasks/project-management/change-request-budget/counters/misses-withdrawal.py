"""Keeps the log from its own Monday notes: CR-219 stays Approved after Lucia withdrew it."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["withdrawn_cr_leaves_the_budget", "day_2_statuses", "day_2_budget", "lowered_limit_refers_cr_233"]
round_1 = oracle.round_1


def remembering(round_fn):
    def run(ctx):
        book = oracle.Kit(ctx, name=oracle.NAME).sheets.open(oracle.BOOK)
        row = book.find_row(oracle.LOG, "CR", "CR-219")
        if row["Status"] == "Withdrawn":
            book.update(f"Change log!F{row.number}", "Approved")  # as it was on Monday
        return round_fn(ctx)
    return run


round_2, round_3, round_4 = remembering(oracle.round_2), remembering(oracle.round_3), remembering(oracle.round_4)
