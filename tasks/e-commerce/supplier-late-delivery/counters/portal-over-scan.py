"""Takes the portal's dates (not yet updated, Updated 10 Nov) over the scanned notice of 13 Nov."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["po_arrivals_from_the_scan", "affected_orders_redated", "dock_booked_for_both_consignments"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
oracle.NOTICE_DATE = oracle.date(2026, 11, 1)  # every portal row counts as newer
