"""Lists the due marks to Priya by number, mark and jurisdiction only: no expiry, no deadline (day 1 and the day-3
report of BRAMBLEDOWN)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["reminder_list_to_priya", "newly_due_mark_reported"]
oracle.line = lambda r: f"- {r['no']} {r['mark']} ({r['j']})"
