"""Approves the applicant with the highest verified income per unit instead of the first one
who meets the criteria."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["a204_first_come_first_served", "b110_first_come_first_served"]
applications = oracle.applications


def richest_first(kit):
    rows = applications(kit)
    for r in rows:
        r.values["Received"] = str(100000 - int(oracle.verified(r["App"])))
    return rows


oracle.applications = richest_first
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
