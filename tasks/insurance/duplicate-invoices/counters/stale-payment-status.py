"""Keeps Monday's reading of Payment status on Wednesday: line 13, paid by mistake overnight,
stays on Hold and Hollis Drywall is never asked for the money back."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["paid_hold_becomes_recovery", "hollis_recovery"]
read_ledger = oracle.ledger


def mondays_status(kit):
    rows = read_ledger(kit)
    for r in rows:
        if int(r["Line"]) == 13:
            r.values["Payment status"] = "Queued"
    return rows


oracle.ledger = mondays_status
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
