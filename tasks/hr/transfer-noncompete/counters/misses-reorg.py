"""Reads the Org directory once, on Monday: Regional Sales North stays 'Sales' on day 2 though
People systems moved it into freight brokerage overnight, so TR-305 stays approved."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reorganised_team_holds_rahman", "register_day2_complete", "sales_north_manager_told_the_hold"]
todays_directory = oracle.directory


def mondays_directory(kit):
    teams = todays_directory(kit)
    teams["Regional Sales North"].values["Business line"] = "Sales"
    return teams


round_1 = oracle.round_1


def round_2(ctx):
    oracle.directory = mondays_directory
    return oracle.round_2(ctx)
