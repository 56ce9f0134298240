"""Ignores the AGM's amendment and keeps Kessler Chemie's proposed EUR 2.30."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
has = oracle.has
oracle.has = lambda kit, message_id: message_id != oracle.AMEND_MAIL and has(kit, message_id)
EXPECT_FAIL = ["kessler_amended", "events_follow_tuesday", "actions_logged_tuesday", "morning_total_tuesday",
               "morning_total_wednesday", "morning_total_thursday", "every_row_thursday"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
