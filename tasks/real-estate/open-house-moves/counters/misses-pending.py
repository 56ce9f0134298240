"""Never re-reads Status after day 1: 2231 NE Thompson keeps its open house after going Pending."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["pending_listing_cancelled", "final_calendar", "final_sheet"]
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
plan = oracle.plan


def with_thompson(kit, day):
    return {**plan(kit, day), "5118388": (oracle.at(oracle.SAT, "12:00"), "Omar Haddad")}


oracle.plan = with_thompson
