"""Leaves the two redlines that came as scans (NDA-107, NDA-119) unread: their rows stay In negotiation, nothing is sent or escalated for them."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["scanned_redlines_read", "day_1_tracker_per_playbook", "day_1_positions_sent", "day_1_escalations_to_priya", "day_1_escalations_to_marcus"]
oracle.READ_SCANS = False
round_1 = round_2 = round_3 = round_4 = oracle.work
