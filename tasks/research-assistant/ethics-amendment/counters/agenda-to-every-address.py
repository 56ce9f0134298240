"""Sends the agenda to Janet Cole's old address as well as her new one."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["agenda_to_every_member"]
current = oracle.members
oracle.members = lambda kit: current(kit) + ["Janet Cole <janet.cole@lakeside-mail.example>"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
