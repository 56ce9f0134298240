"""Forgets the three days service by mail adds: Kessler's opposition 14 days after 26 November,
Wednesday 10 December."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["kessler_opposition_from_the_proof_of_service", "kessler_on_the_calendar_and_told"]
forward = oracle.Desk.forward
oracle.Desk.forward = lambda self, trigger, days: forward(self, trigger, 14 if days == 17 else days)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
