"""Caps travel by the speaker's institution instead of where they are based: Dr Mori (Kanto
Institute, visiting Oxford this year, Based in UK) gets the overseas cap, 650 instead of 300."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["travel_budgets_by_poster", "travel_total_day1", "travel_budgets_day5", "travel_total_day5",
               "travel_total_day2", "travel_total_day3", "travel_total_day4"]
real_budget = oracle.budget


def by_affiliation(sp, talk):
    if sp.get("Speaker ID") == "SP-207":
        return real_budget({**sp, "Based in": "Japan"}, talk)
    return real_budget(sp, talk)


oracle.budget = by_affiliation
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
