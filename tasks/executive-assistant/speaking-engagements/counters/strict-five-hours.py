"""Reads "no more than 5 hours" as "less than 5 hours": declines New York and Toronto."""
from datetime import timedelta

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = [
    "day1_decisions_follow_policy",
    "new_york_at_five_hours_held_not_declined",
    "accepted_on_calendar_in_local_time",
    "organisers_answered_holds_not",
    "earliest_december_hold_promoted",
    "summary_states_charity_total",
    "final_pipeline_and_calendar",
]
oracle.MAX_GAP = timedelta(hours=4, minutes=59)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
