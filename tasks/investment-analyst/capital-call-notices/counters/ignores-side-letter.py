"""Never reads the side-letter scans: calls LP-08 too, so every LP's share is too small."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_pro_rata_with_excusal", "day1_pennies_and_residual", "day1_drafts", "revised_total_applied",
               "day2_drafts_current", "correction_followed", "day3_drafts_current", "notices_sent_with_final_amounts",
               "transferee_gets_the_notice", "called_to_date_updated", "notice_sent_dates", "cfo_summary"]
oracle.EXCUSED = set()
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
