"""Misses the silent Q-5580-R1: keeps the incubator at the first quote's 16,450 on day 2, so the
total it sends, records and later submits is 120,660 instead of 121,560."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["incubator_from_revised_quote", "day2_requested_in_kb", "day2_total_sent_to_pi",
               "submitted_with_approved_total", "submission_record_file"]

oracle.latest_quote = lambda kit: oracle.QUOTE["labvantage-Q-5580.pdf"]  # the one wrong thing
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
