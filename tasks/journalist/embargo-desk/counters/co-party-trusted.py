"""Takes Eastmoor University's word that the statins embargo is off: E-01 Lifted from 07:40 GMT on
Tuesday and flashed to subscribers — a co-party cannot lift Clinical Horizons' embargo."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["co_party_break_lifts_nothing", "no_embargo_broken"]
oracle.OWNER_LIFTS = {2: {"E-24": "2025-10-28 08:30", "E-01": "2025-10-28 07:40"}, 3: {}}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
