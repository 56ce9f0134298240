"""Does not re-read the protocol on day 2: the Urgent threshold raised overnight to eGFR below 20 is
missed, so three triaged referrals and one new one stay Soon."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["triaged_again_under_the_new_threshold", "new_referrals_triaged", "whole_list_right_on_day_2"]
round_1 = oracle.round_1
read_protocol = oracle.Desk.__init__


def round_2(ctx):
    def thursdays_threshold(self, c):
        read_protocol(self, c)
        self.urgent_below = 15

    oracle.Desk.__init__ = thursdays_threshold
    try:
        return oracle.round_2(ctx)
    finally:
        oracle.Desk.__init__ = read_protocol
