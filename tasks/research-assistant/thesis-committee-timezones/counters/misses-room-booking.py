"""Misses the Fire warden briefing Facilities put into Aud. 2 on Friday 22 March (12:30-13:15)
without telling anyone: books Friday 13:00, over the briefing."""

from datetime import datetime

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["moved_around_the_room_booking", "record_follows_second_move", "defence_recorded_confirmed",
               "candidate_given_final_time", "examiners_given_final_time", "final_slot_kept"]
find_slot = oracle.first_slot
FRIDAY_1330 = datetime(2024, 3, 22, 13, 30, tzinfo=oracle.OSLO)


def slot_without_the_briefing(kit, members, extra_busy=()):
    """The slot as if Aud. 2 were free at 13:00 on Friday (the one wrong thing)."""
    start = find_slot(kit, members, extra_busy)
    return start.replace(minute=0) if start == FRIDAY_1330 else start


oracle.first_slot = slot_without_the_briefing
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
