"""Never reads the mail that was not announced: Tokyo's MTA amendment stays unopened."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["amendment_puts_tokyo_on_hold", "statuses_day3", "final_state_day4", "shipping_summary_to_pi"]
oracle.TYO_AMENDED = ("<unread@kanto-medsci.example>",) + oracle.TYO_AMENDED[1:]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
