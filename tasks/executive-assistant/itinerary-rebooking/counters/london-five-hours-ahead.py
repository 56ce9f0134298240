"""Takes London to be five hours ahead of Boston as most of the year (British Summer Time,
UTC+1), though the UK changed its clocks on 26 October and the US only on 2 November: the
London ends and starts of events land an hour early."""

from zoneinfo import ZoneInfo

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["outbound_flight_in_calendar", "connection_in_calendar_follows_agency"]
oracle.ZONES = {**oracle.ZONES, "LHR": ZoneInfo("Africa/Lagos")}  # UTC+1 all year, like London in summer
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
