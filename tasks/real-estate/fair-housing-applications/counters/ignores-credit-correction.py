"""Misses the screening vendor's silent correction of Tom Harlan's credit score (590 -> 641):
his application stays denied and Dev Patel stays first on B-110's waitlist."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["tom_reopened_ahead_of_dev"]
applications = oracle.applications


def mondays_credit(kit):
    rows = applications(kit)
    for r in rows:
        if r["App"] == "APP-34":
            r.values["Credit score"] = 590
    return rows


oracle.applications = mondays_credit
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
