"""Books the sign-off call on the right date and time with Jana invited, but with Jana as its
organizer instead of Clara, as the prompt asked."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["sign_off_call_on_new_reminder_date"]

oracle.CLARA = oracle.JANA  # the organizer the oracle writes
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
