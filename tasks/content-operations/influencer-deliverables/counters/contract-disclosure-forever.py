"""Ignores Legal's day-2 change: keeps accepting #sponsored where the contract allowed it, so
DL-04, DL-09 and DL-16 stay approved and are paid."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sponsored_posts_held", "sponsored_creators_told_and_rebooked", "no_failing_deliverable_approved",
               "payments_sheet_final", "payment_run_sent_to_finance"]


def contract_tags(kit, contract):
    return {t.strip().lower() for t in contract["disclosure"].split(" or ")}


oracle.accepted_tags = contract_tags
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
