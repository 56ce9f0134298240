"""Applies the cap to Boston's extras only: P-2219's third aliquot, allocated on day 1, stays on the shipment."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["per_participant_cap", "statuses_day2", "final_state_day4", "shipping_summary_to_pi"]
_plan = oracle.plan


def plan(kit):
    book, rows, lab_info, status, picks = _plan(kit)
    if status.get("RBB-A016") == ("Available", ""):
        status["RBB-A016"] = ("Allocated", "SHP-2612-BOS")
    return book, rows, lab_info, status, picks


oracle.plan = plan
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
