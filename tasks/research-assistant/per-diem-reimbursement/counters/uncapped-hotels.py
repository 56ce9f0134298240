"""Pays hotel bills in full: ignores the cap per night."""
from decimal import Decimal
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["hotels_room_only_up_to_cap", "no_hotel_approved_above_cap", "amounts_read_from_receipt_photos", "totals_day1"]
oracle.CAP = {city: Decimal(10000) for city in oracle.CAP}
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
