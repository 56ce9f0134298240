"""Never opens the carrier screenshots: every not-received order counts as delivered and signed
(the export says Delivered), so the front-door and locker deliveries are represented too."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["pod_read_from_screenshots", "decisions_day_one", "packs_day_one", "register_at_week_end"]
oracle.SIGNED = oracle.SIGNED | {"KE-50852", "KE-50606", "KE-51111", "KE-50713", "KE-50811", "KE-50899"}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
