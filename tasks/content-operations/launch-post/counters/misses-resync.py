"""Misses APAC's overnight resync: keeps day 1's beta-team count (412) in the facts file and the
content calendar on days 2 and 3, and publishes with it."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["facts_total_follows_resync", "calendar_total_follows_resync", "published_with_current_numbers"]
read_from_sheet, first_count = oracle.beta_teams, {}


def first_day_count(kit):  # the one wrong thing: the sheet is read once, on day 1
    return first_count.setdefault("teams", read_from_sheet(kit))


oracle.beta_teams = first_day_count
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
