"""Takes every tag as the sheet SKU's count, never comparing the label: D-02 passes as OK."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["mislabelled_bins_investigated"]
oracle.IGNORE_LABELS = True
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
