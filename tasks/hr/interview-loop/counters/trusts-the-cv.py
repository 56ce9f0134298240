"""Takes the CV at its word on day 2 (lead engineer, 2019 to present) and marks the reference
Confirmed without listening to the call, so day 4 moves her to Offer."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reference_end_year", "reference_check_discrepancy", "stage_hr_review"]
round_1, round_3, round_4 = oracle.round_1, oracle.round_3, oracle.round_4
update_sofia = oracle.update_sofia


def round_2(ctx):
    oracle.update_sofia = lambda kit, properties: update_sofia(kit, {"Reference check": "Confirmed"})
    try:
        return oracle.round_2(ctx)
    finally:
        oracle.update_sofia = update_sofia
