"""Counts New York as UTC-5 in the week of 18 March (the US changed to summer time on 10 March,
Europe not until 31 March): no slot fits everyone's 08:00-20:00, so it stretches Kochi's evening
to 21:00 and books 14:00 Oslo instead of 13:00."""

from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["booked_first_feasible_slot", "defence_recorded_scheduled", "moved_after_availability_change",
               "record_follows_first_move", "candidate_told_of_the_move", "moved_around_the_room_booking",
               "record_follows_second_move", "defence_recorded_confirmed", "candidate_given_final_time",
               "examiners_given_final_time", "final_slot_kept"]
read_committee, find_slot = oracle.committee, oracle.first_slot
WINTER_NEW_YORK = ZoneInfo("Etc/GMT+5")  # UTC-5 all year (POSIX sign)


def committee_in_winter(kit):
    """New York at its winter offset (the one wrong thing)."""
    return [{**m, "zone": WINTER_NEW_YORK} if m["zone"].key == "America/New_York" else m for m in read_committee(kit)]


def until_21(tz):
    return [iv for d in oracle.WEEK for iv in ((datetime.combine(d, time(0), tzinfo=tz), datetime.combine(d, time(8), tzinfo=tz)),
                                               (datetime.combine(d, time(21), tzinfo=tz), datetime.combine(d + timedelta(days=1), time(0), tzinfo=tz)))]


def stretched_slot(kit, members, extra_busy=()):
    """No slot fits in its wrong arithmetic, so it allows remote members until 21:00; when even
    that finds none, it keeps the slot booked."""
    try:
        return find_slot(kit, members, extra_busy)
    except LookupError:
        oracle.outside_hours = until_21
    try:
        return find_slot(kit, members, extra_busy)
    except LookupError:
        return oracle.when(kit.calendar("Aud. 2 bookings").event(uid=oracle.UID))[0]


def okoro_classes_in_winter():
    return [(datetime.combine(d, a, tzinfo=WINTER_NEW_YORK), datetime.combine(d, b, tzinfo=WINTER_NEW_YORK))
            for d, a, b in oracle.OKORO_TIMETABLE]


oracle.committee, oracle.first_slot, oracle.okoro_classes = committee_in_winter, stretched_slot, okoro_classes_in_winter
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
