"""Ignores Helen's mail bringing the meeting forward: the calendar, the due dates and the index keep 7 Oct."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["meeting_moved_in_the_calendar", "deadlines_follow_the_move", "new_deadline_told",
               "register_and_index_closed", "packs_sent_per_director", "pack_follows_the_board_list"]
oracle.move_meeting = lambda kit: None
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
