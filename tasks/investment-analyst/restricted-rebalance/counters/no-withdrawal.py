"""Books the payment but leaves the withdrawal out of HPW-40284's trades."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["withdrawal_planned", "batch_5_released", "summary_mailed_friday"]
oracle.WITHDRAWAL_MAIL = "<no-such-mail@harrowgatewealth.example>"
round_1, round_2, round_3, round_4, round_5, round_6 = (oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4,
                                                        oracle.round_5, oracle.round_6)
