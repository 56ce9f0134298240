"""Books the meeting right, and a second one on Friday 4 Dec 'in case', inviting the whole committee."""
from datetime import datetime, timedelta

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["committee_meeting_booked"]
round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4


def round_1(ctx):
    out = oracle.round_1(ctx)
    kit = Kit(ctx, name="DAC secretariat")
    start = datetime(2026, 12, 4, 10, 0, tzinfo=oracle.LONDON)
    invitees = ["ines.halloran@ardencohort.example", "tomas.reyes@ardencohort.example",
                "amara.nwosu@ardencohort.example", "kenji.ito@ardencohort.example"]
    kit.calendar("DAC").create("dac-2026-12-spare@ardencohort.example", "DAC meeting - reserve slot", start,
                               start + timedelta(minutes=90), location="Committee room 2",
                               organizer="DAC secretariat <dac@ardencohort.example>", attendees=invitees)
    return out
