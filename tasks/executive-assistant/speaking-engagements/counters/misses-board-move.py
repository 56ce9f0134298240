"""Keeps the board meeting on 17 November after it moved: the Paris acceptance stays."""
from datetime import date

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = [
    "no_acceptance_breaks_policy",
    "paris_withdrawn_after_board_move",
    "earliest_october_hold_promoted",
    "summary_states_charity_total",
    "final_pipeline_and_calendar",
]
oracle.board_date = lambda kit: date(2026, 11, 17)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
