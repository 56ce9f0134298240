"""Applies the two-day board rule to every event, London ones too: declines the Analytics Guild
evening the day after the (first) board date."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = [
    "day1_decisions_follow_policy",
    "london_event_beside_board_accepted",
    "new_york_at_five_hours_held_not_declined",
    "accepted_on_calendar_in_local_time",
    "organisers_answered_holds_not",
    "summary_states_charity_total",
    "final_pipeline_and_calendar",
]
travel_ok = oracle.travel_ok
oracle.travel_ok = lambda row, board: travel_ok(row, board) and abs((row["date"] - board).days) > oracle.BOARD_DAYS
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
