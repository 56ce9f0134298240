"""Adds a fresh receipt event each morning instead of updating the pay date's event: the stale
totals stay on the calendar beside the new ones."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
oracle.event_uid = lambda pay, today: f"geif-{pay.isoformat()}-as-of-{today.isoformat()}@callowayam.example"
EXPECT_FAIL = ["events_follow_tuesday", "vtrn_event_follows", "chf_event_follows"]
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
