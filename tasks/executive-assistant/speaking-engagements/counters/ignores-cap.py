"""Accepts every invitation that qualifies, with no two-a-month cap."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = [
    "day1_decisions_follow_policy",
    "new_york_at_five_hours_held_not_declined",
    "accepted_on_calendar_in_local_time",
    "organisers_answered_holds_not",
    "no_acceptance_breaks_policy",
    "earliest_october_hold_promoted",
    "earliest_december_hold_promoted",
    "summary_states_charity_total",
    "summary_states_engagement_count",
    "final_pipeline_and_calendar",
]
decide = oracle.decide


def no_cap(rows, rivals, board):
    return {inv: ("Accept" if s == "Hold" else s) for inv, s in decide(rows, rivals, board).items()}


oracle.decide = no_cap
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
