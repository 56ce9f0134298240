"""Closes R-14 and R-06 because someone asked, though neither asker owns the item."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["closure_request_passed_to_owner", "every_row_scored_and_escalated", "closures_only_on_the_owners_word"]
oracle.DAY1_UPDATES = {**oracle.DAY1_UPDATES, "R-14": {"Status": "Closed"}}
oracle.DAY2_UPDATES = {**oracle.DAY2_UPDATES, "R-06": {"Status": "Closed"}}
oracle.pass_closure_requests = lambda kit, rows, day: None
round_1, round_2 = oracle.round_1, oracle.round_2
