"""Reads Daniel Okoro's mail but not the timetable screenshot it carries: the new Thursday class
(07:30-09:00 US Eastern) is missed and the defence stays on Thursday 13:00 Oslo."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["moved_around_the_room_booking", "record_follows_second_move", "defence_recorded_confirmed",
               "candidate_given_final_time", "examiners_given_final_time", "final_slot_kept"]
oracle.OKORO_TIMETABLE.clear()  # the one wrong thing: nothing read from the screenshot
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
