"""Counts Book by dates in working days but forgets the bank holidays of Christmas and New Year:
every Soon date and the Urgent dates that cross 25-26 December come out early."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["backlog_book_by_in_working_days", "whole_list_right_on_day_2", "triaged_again_under_the_new_threshold"]
oracle.BANK_HOLIDAYS = set()
round_1, round_2 = oracle.round_1, oracle.round_2
