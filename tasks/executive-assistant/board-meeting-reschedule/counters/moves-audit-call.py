"""Accepts the audit call but moves it (to 16:00) instead of the prep meeting, although the
notice says it cannot move."""

from datetime import datetime

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["audit_call_not_moved", "prep_moved_to_next_free_slot", "collateral"]

round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    calendar = Kit(ctx).calendar("Work")
    audit = calendar.event(summary="Audit committee call")
    calendar.answer(audit, oracle.MAREN, "ACCEPTED")
    calendar.move(audit, datetime(2024, 3, 13, 16, tzinfo=oracle.BERLIN), datetime(2024, 3, 13, 17, tzinfo=oracle.BERLIN))
