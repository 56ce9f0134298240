"""Applies the kb page's non-solicit fallback (12 months acceptable) and never the scanned GC memo that prevails over it."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["gc_memo_non_solicit_applied", "day_1_tracker_per_playbook", "day_1_escalations_to_priya", "signatory_follows_directory", "day_3_tracker", "new_ndas_handled", "final_tracker"]
oracle.MEMO = False
round_1 = round_2 = round_3 = round_4 = oracle.work
