"""Never looks in shared/notices/: misses the silent withdrawal of HM-CE-5521."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["withdrawn_certificate_followed", "statuses_on_day_two", "register_on_day_two", "suppliers_chased_on_day_two",
               "no_listing_active_without_a_valid_certificate"]
oracle.NOTICES = {}
