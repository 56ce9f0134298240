"""Records the reference on day 2 but trusts Monday's booking: never notices that Priya's 10:00
availability slot was deleted overnight, so her interview stays where it was."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["technical_interview_moved_to_priyas_remaining_slot", "candidate_told_the_new_time"]
round_1, round_3, round_4 = oracle.round_1, oracle.round_3, oracle.round_4


def round_2(ctx):
    oracle.update_sofia(Kit(ctx, name="Carla Mendes"), {"Reference end year": 2023, "Reference check": "Discrepancy"})
    return "Reference recorded."
