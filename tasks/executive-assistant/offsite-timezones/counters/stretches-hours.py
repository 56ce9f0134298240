"""Finds no slot for Chen Wei on day 1 and stretches Helena's morning instead of telling her:
books Chen at 08:30 London on Thu 30 Oct (16:30 in Singapore), before Helena's 09:00 start."""
from datetime import datetime, timedelta

from clawmark.oracle_kit import Kit
from clawmark.oracle_kit.calendar import Attendee

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["calls_inside_working_hours", "calls_booked_for_every_leader", "helena_told_chen_has_no_slot"]
first_day = oracle.round_1


def round_1(ctx):
    message = first_day(ctx)
    kit = Kit(ctx, name=oracle.NAME)
    start = datetime(2025, 10, 30, 8, 30, tzinfo=oracle.LONDON)  # the one wrong thing
    kit.calendar("Helena Marsh").create(oracle.uid_of("Chen Wei"), "Offsite prep: Chen Wei", start, start + timedelta(minutes=30),
                                        attendees=[Attendee("Chen Wei <chen.wei@halyard.example>")])
    return message


round_2, round_3, round_4, round_5 = oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
