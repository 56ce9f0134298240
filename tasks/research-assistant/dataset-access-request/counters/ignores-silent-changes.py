"""Re-screens every day but from what it learnt on Monday: the ethics approvals, the approved list
and the applicants' access periods as they were seeded."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["withdrawn_approval_defers_its_requests", "extended_period_outruns_ethics", "screening_current_day2",
               "removed_institution_defers_its_requests", "decisions_recorded",
               "deferred_applicants_get_the_decision", "no_link_or_data_to_unapproved"]
_ethics, _inst, _failing = oracle.ethics, oracle.institutions, oracle.failing
oracle.ethics = lambda kit: {ref: {**e, "status": "Active"} if ref == "ETH-KS-5520" else e for ref, e in _ethics(kit).items()}
oracle.institutions = lambda kit: {n: "Listed" if n.startswith("Northbridge") else s for n, s in _inst(kit).items()}


def failing(kit, row, eth, inst):
    if str(row["Request ID"]) == "DAR-2615":
        row = {**row.values, "Access to": "2027-12-31"}
    return _failing(kit, row, eth, inst)


oracle.failing = failing
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
