"""Tells the fraud-review customers why their return is held: the serial on the unit does not
match the one sold (both quoted)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["fraud_cases_not_told_the_mismatch"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
_tell = oracle.tell


def tell(r, status, amount, again):
    to, subject, body = _tell(r, status, amount, again)
    if status == "Fraud review":
        body += f"\nThe serial on the returned unit ({oracle.PHOTO[r['RMA']][0]}) does not match the one we sold ({r['Serial sold']}).\n"
    return to, subject, body


oracle.tell = tell
