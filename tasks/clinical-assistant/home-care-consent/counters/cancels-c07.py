"""Reads Mrs Templeman's form as a withdrawal from care: her visits from 17 December are cancelled
instead of continuing as personal care, and the register's medication consent is never recorded."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["medication_withdrawn_from_the_17th", "medication_withdrawal_in_the_register", "rota_without_dev_on_thursday"]
oracle.MEDICATION_WITHDRAWN = {1: {}}
oracle.CARE_WITHDRAWN = {1: {}, 2: {"C-07": oracle.date(2025, 12, 17)}, 4: {"C-05": oracle.date(2025, 12, 19)}}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
