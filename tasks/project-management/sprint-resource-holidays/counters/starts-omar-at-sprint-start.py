"""Adds Omar Haddad without the start date of his signed offer: he is counted from the first day of
every sprint, S-41 and all of S-42 included, though he starts on 15 December."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["omar_from_his_start_date", "plan_with_lenas_leave", "plan_right_on_wednesday",
               "plan_right_for_the_commitment"]
oracle.STARTERS[2][0]["Start date"] = ""
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
