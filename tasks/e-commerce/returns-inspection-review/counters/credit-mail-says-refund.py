"""Sets Store credit in the register on day 2 but mails those customers the old wording: a
refund of the amount to their original payment."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["changed_outcomes_told"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_tell = oracle.tell
oracle.tell = lambda r, status, amount, again: _tell(r, "Refund" if status == "Store credit" else status, amount, again)
