"""Works from the roster as it was on day 1: Lucia Ferrer, whom Tom added overnight before day 2,
gets no call, no transfer run and no room on the rooming list."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["lucia_has_a_call", "lucia_transfer_run", "rooming_list_names_every_guest", "calls_clear_of_the_new_review",
               "every_transfer_run_right", "every_call_still_fits", "every_leader_confirmed", "leaders_told_of_the_workshop"]
read_roster = oracle.roster


def day_one_roster(kit):
    book, rows = read_roster(kit)
    return book, [r for r in rows if r["Name"] != "Lucia Ferrer"]  # the one wrong thing


oracle.roster = day_one_roster
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
