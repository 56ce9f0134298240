"""Counts Lowe's "five court days before the hearing" as five calendar days: 12 December on day 1
and 2 January after the continuance."""

from datetime import timedelta

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lowe_reply_five_court_days_before_the_hearing", "new_deadlines_on_the_docket_calendar",
               "lowe_reply_follows_the_continued_hearing"]
oracle.Desk.court_days_before = lambda self, hearing, count: hearing - timedelta(days=count)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
