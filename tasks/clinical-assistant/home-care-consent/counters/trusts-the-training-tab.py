"""Goes by HR's Training tab alone: Chloe Marsh's hoist skill looks expired (30 November), her
renewed certificate in training/ is never read, and Lilian Ashworth (C-08: a woman with a hoist)
is left uncovered all week."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["week_planned", "hoist_certificate_counts", "rota_without_dev_on_thursday",
               "rota_without_farahs_medication", "rota_right_at_the_end"]
oracle.CERTIFICATES = {}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
