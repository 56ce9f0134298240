"""Puts each leader on the first run leaving after the flight lands, without the handbook's 60
minutes for bags and passport control (Hannah 12:20 gets 13:00, Lucia 08:05 gets 09:00)."""
from datetime import datetime

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["transfer_runs_from_the_itineraries", "transfer_edge_cases", "lucia_transfer_run",
               "kwame_run_follows_the_retimed_flight", "every_transfer_run_right"]


def run_for(arrival, office):
    if office.strip().casefold() == "lisbon":
        return "Local"
    if arrival.date() != oracle.TRANSFER_DAY:
        return "Taxi"
    for run in oracle.RUNS:
        if datetime.combine(oracle.TRANSFER_DAY, run) > arrival:  # the wrong thing: no 60 minutes
            return f"{run:%H:%M}"
    return "Taxi"


oracle.run_for = run_for
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
