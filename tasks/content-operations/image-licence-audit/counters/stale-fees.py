"""Reads the Renewal fees tab once on Monday: misses Tidewater's rise to GBP 125 on Thursday."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["fee_rise_drops_a_renewal", "renewal_requests_sent", "spend_told_to_harriet",
               "register_and_tickets_thursday", "renewals_within_cap"]
read_fees, kept = oracle.fees, {}


def monday_fees(book):
    if not kept:
        kept.update(read_fees(book))
    return dict(kept)


oracle.fees = monday_fees
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4
