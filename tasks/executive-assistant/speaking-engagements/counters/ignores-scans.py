"""Never reads the scanned letters: the four posted invitations stay without city, date and fee
and are declined as incomplete."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = [
    "scanned_letters_recorded",
    "day1_decisions_follow_policy",
    "new_york_at_five_hours_held_not_declined",
    "organisers_answered_holds_not",
    "earliest_october_hold_promoted",
    "earliest_december_hold_promoted",
    "summary_states_charity_total",
    "final_pipeline_and_calendar",
]
qualifies = oracle.qualifies
oracle.record_scans = lambda kit, rows: None
oracle.qualifies = lambda row, rivals, board: row["city"] is not None and qualifies(row, rivals, board)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
