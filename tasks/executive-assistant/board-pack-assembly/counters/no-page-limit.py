"""Never compares page counts with the limits: BP-03 and BP-09 v2 go into the pack."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["register_day1", "over_limit_paper_returned", "replaced_paper_returned",
               "register_and_index_closed", "packs_sent_per_director"]
oracle.ENFORCE_PAGE_LIMIT = False
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
