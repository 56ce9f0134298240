"""Reads only the kb's Expires: a training record whose expiry is only on a scanned certificate counts as no certificate."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_scanned_certificates", "day1_every_request_decided", "day1_calendars_match"]
oracle.SCANNED = {}
round_1, round_2, round_3, round_4, round_5 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
