"""States the current net adjustment and, beside it, Wednesday's (-74.60): two candidate figures."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["net_adjustment_stated"]
closing = oracle.closing_text
oracle.closing_text = lambda table: closing(table) + "Yesterday's net stood at $-74.60.\n"
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
