"""Misses Dana's regrade of T-08 written in the sheet's Notes on day 2: keeps the field sheet's
grade M, so T-08 stays a repair request and in the client's total."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["t08_regrade_applied", "client_summary_day2", "repair_list_to_the_listing_agent"]
make_list = oracle.snag_list


def field_sheet_grades(kit, day):
    rows = make_list(kit, day)
    for r in rows:
        if r["tag"] == "T-08":
            r["grade"], r["request"] = "M", "Yes"
    return rows


oracle.snag_list = field_sheet_grades
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
