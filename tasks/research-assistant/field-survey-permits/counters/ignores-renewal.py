"""Misses Ben's renewed first-aid card mailed in overnight: his old card's date stands all week."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["renewed_card_restores_thursday", "thursday_vehicle_booked", "week2_recorded", "week2_schedules_mailed"]
oracle.cards = lambda kit: dict(oracle.CARDS)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
