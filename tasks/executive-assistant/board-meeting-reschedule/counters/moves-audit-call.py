"""Accepts the audit call but moves it (to 16:00) instead of the prep meeting, although the
notice says it cannot move."""

from datetime import datetime

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["audit_call_not_moved", "prep_moved_to_next_free_slot", "collateral"]

round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    calendar = oracle.work_calendar(ctx)
    audit = oracle.by_summary(calendar, "Audit committee call")
    for attendee in oracle.attendees(audit.icalendar_component):
        if oracle.email(attendee) == oracle.MAREN:
            attendee.params["PARTSTAT"] = "ACCEPTED"
    oracle.move(audit, datetime(2024, 3, 13, 16, tzinfo=oracle.BERLIN), datetime(2024, 3, 13, 17, tzinfo=oracle.BERLIN),
                ctx.now)
    audit.save()
