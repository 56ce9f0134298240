"""Counts every term from the registration date, ignoring that EU, AU, IN and CH count from the filing date."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["dates_from_the_rules", "due_marks_flagged", "deadlines_on_the_calendar", "reminder_list_to_priya",
               "client_instructions_recorded", "associates_instructed", "cost_estimate_to_priya", "final_docket"]
_rules = oracle.rules
oracle.rules = lambda kit: {j: dict(r, base="Registration date") for j, r in _rules(kit).items()}
