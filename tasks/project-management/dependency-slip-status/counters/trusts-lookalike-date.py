"""Takes the look-alike tessaline-uk.example's "brought forward to 18 November" as Tessaline's date from day 2."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lookalike_date_ignored", "forecasts_current"]
oracle.TRUST_LOOKALIKE = True
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
