"""Treats every side letter as an excusal from this call: leaves out LP-21 (excused from Project Osprey only)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_pro_rata_with_excusal", "day1_pennies_and_residual", "day1_drafts", "revised_total_applied",
               "correction_followed", "notices_sent_with_final_amounts", "called_to_date_updated", "notice_sent_dates"]
oracle.EXCUSED = {"LP-08", "LP-21"}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
