"""Never reads the organiser's later mail in its thread: the Data Ethics Congress stays on 5 November."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ethics_congress_new_date_followed", "final_pipeline_and_calendar"]
oracle.follow_date_changes = lambda kit, rows: None
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
