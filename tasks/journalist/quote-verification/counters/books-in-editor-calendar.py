"""Books the check call in the editor's calendar instead of the Research desk calendar the guide
names (at the right times, Ruth invited)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["check_call_booked", "check_call_moved"]
Kit, LENGTH, CALL_UID, CALL_DAY = oracle.Kit, oracle.LENGTH, oracle.CALL_UID, oracle.CALL_DAY


def book_in_ruth(kit):
    desk, ruth = kit.calendar("Research desk"), kit.calendar("Ruth Abernathy")
    existing = next((e for e in ruth.events() if str(e.icalendar_component.get("UID")) == CALL_UID), None)
    starts = oracle.day_starts([CALL_DAY], oracle.time(10), oracle.time(16), LENGTH, oracle.LONDON,
                               step=oracle.timedelta(minutes=30))
    slot = next(s for s in starts if desk.is_free(s, s + LENGTH) and ruth.is_free(s, s + LENGTH, ignore_uid=CALL_UID))
    if existing is None:
        ruth.create(CALL_UID, "Check call: Harrowby mains feature", slot, slot + LENGTH, attendees=[oracle.RUTH])
    elif existing.icalendar_component.decoded("DTSTART") != slot:
        ruth.move(existing, slot, slot + LENGTH)
    return f"{slot:%H:%M}"


oracle.book_call = book_in_ruth
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
