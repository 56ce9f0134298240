"""Never sees the customer's cancellation mail: SS-40225 stays backordered, its unit is not freed."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cancellation_processed", "freed_units_go_to_the_next_order", "final_order_book", "count_reported_to_sanne"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.CANCEL_MAILS = {}
