"""Takes the room Timetabling allocated as it stands, moving a talk only when the room is closed:
never compares the scan's seats with the expected audience (W2, W9, W14; on Friday W11)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rooms_by_allocation_and_seats", "calendar_matches_programme_day1", "programme_to_list_day1",
               "w2_change_announced", "w11_room_follows_reallocation", "term_card_day5"]
oracle.SEATS = {room: 1000 for room in oracle.SEATS}
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
