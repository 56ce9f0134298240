"""Books each engagement under the organiser's name and without a location, not `Speaking: <Event>` in the city."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["accepted_on_calendar_in_local_time", "final_pipeline_and_calendar"]


def book(kit, inv, row):
    start, end = oracle.slot(row)
    kit.calendar(oracle.CAL).create(oracle.event_uid(inv), row["organiser"], start, end)


oracle.book = book
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
