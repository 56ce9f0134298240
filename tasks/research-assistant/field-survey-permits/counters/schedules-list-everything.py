"""Sends each crew member every row of theirs, flagged ones included, as the schedule."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["week1_schedules_mailed", "week2_schedules_mailed"]
send = oracle.send_schedules
oracle.send_schedules = lambda kit, rows, codes, week: send(kit, rows, {k: "" for k in codes}, week)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
