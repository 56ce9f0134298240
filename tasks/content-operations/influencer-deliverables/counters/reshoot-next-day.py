"""Books each re-shoot for the next business day, earlier than the studio's two-day lead."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reshoots_booked_day1", "sponsored_creators_told_and_rebooked", "edited_caption_held", "removed_post_held"]
oracle.LEAD_DAYS = 1
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
