"""Stops re-checking Helena's diary after day 3: the CEO's APAC review put into her Monday
27 October overnight before day 4 overlaps Laura Benedetti's call, which stays."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["calls_clear_of_the_new_review", "every_call_still_fits"]
keep_calls = oracle.keep_calls


def keep_until_day_3(kit, note, people=None):
    if kit.now.day >= 16:  # days 4 and 5: the one wrong thing
        return []
    return keep_calls(kit, note, people)


oracle.keep_calls = keep_until_day_3
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
