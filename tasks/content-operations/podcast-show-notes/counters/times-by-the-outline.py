"""Labels the mix's segments in the outline's order (mid-roll between chapters 2 and 3) instead of
listening: chapter 3 is timed where the Larkspur read plays, and the read where chapter 3 starts."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["larkspur_read_timed_and_late", "show_notes_chapters_timed", "show_notes_follow_the_new_mix",
               "larkspur_start_follows_the_new_mix"]

oracle.SEGMENTS = {7: ["welcome", "ferrow", "chapter 1", "chapter 2", "larkspur", "chapter 3", "goodbye"],
                   8: ["welcome", "ferrow", "listener mail", "chapter 1", "chapter 2", "larkspur", "chapter 3", "goodbye"]}
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
