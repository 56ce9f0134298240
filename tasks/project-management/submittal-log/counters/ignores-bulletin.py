"""Files the owner's bulletin without opening its scan: the door submittals keep their stamps."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["bulletin_sections_back_to_resubmit", "corvus_told_about_the_bulletin", "raid_risks_day2", "raid_risks_day3",
               "raid_risks_day4", "lookahead_report_to_renata", "final_log"]
oracle.REVISED_SECTIONS = set()
