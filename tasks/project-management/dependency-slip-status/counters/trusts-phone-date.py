"""Takes Priya Nair's second-hand "around Thursday 19 November" for Tessaline's date instead of the scanned notice's 20 November."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["forecasts_current", "float_absorbs_slip", "lookalike_date_ignored"]
oracle.PHONE_DATE = True
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
