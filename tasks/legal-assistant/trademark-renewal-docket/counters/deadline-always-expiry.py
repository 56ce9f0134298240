"""Puts every deadline on the expiry, even QUILLBY China's, whose expiry has passed (its deadline is the grace end):
on the calendar and in the reminder list to Priya."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["deadlines_on_the_calendar", "reminder_list_to_priya", "lapsed_deadlines_removed", "final_docket"]
oracle.deadline = lambda expiry, grace, today: expiry
