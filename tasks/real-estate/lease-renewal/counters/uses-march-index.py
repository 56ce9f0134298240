"""Takes the March index (311.70 -> 321.60) instead of the latest month the bulletin publishes
(April)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["s120_review_day1", "s120_corrected_notice", "s310_review_by_amendment", "s210_renewal_recorded",
               "review_summary_to_grace"]
oracle.INDEX_APRIL = (oracle.Decimal("311.70"), oracle.Decimal("321.60"))
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
