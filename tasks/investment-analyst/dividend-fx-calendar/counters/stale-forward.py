"""Keeps Monday's forward rates: Treasury's re-booked 10 June CHF forward (1.1211) is missed."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
read = oracle.read_forwards
seen = {}


def day1_forwards(kit):
    if "fwd" not in seen:
        seen["fwd"] = read(kit)
    return seen["fwd"]


oracle.read_forwards = day1_forwards
EXPECT_FAIL = ["chf_forward_rebooked", "chf_event_follows", "morning_total_thursday", "every_row_thursday"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
