"""Treats Brightwater as a third party on every document (the engagement letter's effective date ignored)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["consultant_from_engagement_date", "volume_1_privilege_codes", "volume_1_treatment_per_protocol", "log_written_day_1", "desai_note_read", "final_review"]
oracle.ENGAGEMENT_DATE = False
round_1 = round_2 = round_3 = round_4 = round_5 = round_6 = oracle.work
