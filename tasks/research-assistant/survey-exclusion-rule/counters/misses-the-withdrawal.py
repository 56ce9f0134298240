"""Never re-reads the Withdrawals database: R023's withdrawal, logged by the lab office
overnight, stays in the analysis."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["withdrawal_excluded", "final_counts", "femke_given_final_numbers"]
oracle.withdrawn = lambda kit: set()  # the one wrong thing
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
