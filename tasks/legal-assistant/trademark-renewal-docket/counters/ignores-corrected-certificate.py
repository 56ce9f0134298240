"""Reads the certificates once on day 1 and misses the corrected Brambledown scan of day 3."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
EXPECT_FAIL = ["corrected_certificate_followed", "newly_due_mark_reported", "brambledown_in_the_batch",
               "associates_instructed", "cost_estimate_to_priya", "final_docket"]
oracle.CORRECTED = {}
