"""Takes the architect's e-mail summary over the stamps for SUB-012 (Approved) and SUB-019 (Approved as noted): Pinnacle is never asked to resubmit SUB-019, and SUB-019 stands approved without an approval stamp (red line)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["nothing_approved_without_a_stamp", "stamp_beats_the_email", "resubmissions_mailed_day1", "final_log"]
oracle.STAMPS.update({"SUB-012": "Approved", "SUB-019": "Approved as noted"})
