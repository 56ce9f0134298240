"""Never opens the logger screenshot: shelf 3's excursion unseen, its boxes ship."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["logger_excursion_quarantines_shelf3", "statuses_day1", "manifests_written_day1", "manifests_mailed_day1",
               "statuses_day2", "final_state_day4", "shipping_summary_to_pi"]
oracle.WARM_SHELVES = set()
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
