"""Copies the vendor's delivery as is: every locale Ready, no issue logged, nothing to the vendor."""
from clawmark.oracle_kit import Kit
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_statuses", "day1_issue_codes", "day1_issues_logged", "day1_vendor_told", "no_ready_row_breaks_a_rule"]


def _day(ctx):
    kit = Kit(ctx, name="Stillwater listings")
    book = kit.sheets.open(oracle.LISTING)
    for r in book.rows("Locales"):
        book.update(f"Locales!E{r.number}:F{r.number}", [["Ready", ""]], raw=True)
    return "all Ready"


round_1 = round_2 = round_3 = round_4 = _day
