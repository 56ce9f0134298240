"""Only acts on mail the day's prompt announces: the exchange's correction of VTRN's ex-date (27 May,
so the 28 May sale no longer counts) is left unread."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
has = oracle.has
oracle.has = lambda kit, message_id: message_id != oracle.EXCHANGE_MAIL and has(kit, message_id)
EXPECT_FAIL = ["vtrn_exdate_corrected", "vtrn_event_follows", "morning_total_wednesday", "morning_total_thursday",
               "every_row_thursday"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
