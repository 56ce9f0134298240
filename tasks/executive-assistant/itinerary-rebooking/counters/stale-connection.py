"""Misses the agency's silent retiming of leg 2 (LHR-FRA 14:15-16:55 becomes 11:40-14:20) on the
Flights tab: keeps Friday's times for the flight event, the Wednesday cars and the breakfast."""

from dataclasses import replace

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["connection_in_calendar_follows_agency", "wednesday_cars_follow_connection",
               "nwosu_breakfast_out_of_travel_window"]
read_legs = oracle.legs


def friday_legs(kit):
    legs = read_legs(kit)
    leg = legs["2"]
    legs["2"] = replace(leg, departs=leg.departs.replace(hour=14, minute=15), arrives=leg.arrives.replace(hour=16, minute=55))
    return legs


oracle.legs = friday_legs
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
