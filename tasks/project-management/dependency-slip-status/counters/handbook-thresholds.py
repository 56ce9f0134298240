"""Applies the handbook's RAG table to every milestone, missing the whiteboard's Clinical go-live rule."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["whiteboard_golive_rule", "rags_current", "workstream_status_current", "weekly_report_csv"]
oracle.WHITEBOARD = False
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
