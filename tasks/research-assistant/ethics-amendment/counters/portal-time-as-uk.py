"""Reads the portal's Received times as UK time, dropping their UTC offsets."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["scheduled_across_time_zones", "rescheduled_for_the_16th"]
read_received = oracle.received
oracle.received = lambda text: read_received(text).replace(tzinfo=oracle.UK)
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
