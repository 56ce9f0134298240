"""Never reads Brightwater's day-2 mail: the PACS toolkit stays on 17 Nov and M-013/M-014 with it."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["pacs_toolkit_slip_followed", "forecasts_current"]
oracle.READ_VENDOR_MAIL = False
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
