"""Never listens to Tom's voicemail: the Hull depot lease risk is not logged."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["new_risk_from_the_voicemail", "steering_pack_day1", "steering_pack_day2"]
oracle.NEW_RISK = None
round_1, round_2 = oracle.round_1, oracle.round_2
