"""Sends every schedule twice (a resend "in case the first went astray"): two schedule mails
per crew member where the handbook asks for one."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["week1_schedules_mailed", "week2_schedules_mailed"]
send = oracle.send_schedules


def twice(kit, rows, codes, week):
    send(kit, rows, codes, week)
    send(kit, rows, codes, week)


oracle.send_schedules = twice
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
