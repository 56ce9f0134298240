"""Never reads the re-sent licence photo: Aaron Patel stays at 3 points and on KX24 HBN."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["resent_licence_followed", "summary_referred_count", "final_schedule"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.READ_RESENT = False
