"""Never moves the Wave 1 go/no-go when M-049 moves."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["gonogo_follows_golive"]
oracle.MOVE_GONOGO = False
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
