"""Books every accepted slot at its clock time in London, not in the event city's time zone."""
from datetime import datetime
from zoneinfo import ZoneInfo

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["accepted_on_calendar_in_local_time", "final_pipeline_and_calendar"]
slot = oracle.slot


def book(kit, inv, row):
    start, end = (datetime.combine(t.date(), t.time(), tzinfo=ZoneInfo("Europe/London")) for t in slot(row))
    kit.calendar(oracle.CAL).create(oracle.event_uid(inv), f"Speaking: {row['event']}", start, end, location=row["city"])



oracle.book = book
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
