"""Verifies only the thirty rows of Monday on Tuesday: the two late submissions the ingest tool
appended overnight (S-31, S-32) get no verdict and S-31 is missing from the final list."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["late_submissions_verified", "gallery_list_day2"]
read_rows = oracle.intake


def mondays_rows(kit):
    return [r for r in read_rows(kit) if int(r["ID"][2:]) <= 30]


oracle.intake = mondays_rows
round_1, round_2 = oracle.round_1, oracle.round_2
