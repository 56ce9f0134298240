"""Does not read the Docketing rules page again on day 3: docket reminders stay 5 business days
before each deadline and the sign-off call goes on the old reminder date (25 September)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["reminder_ten_business_days_before", "other_reminders_redocketed", "sign_off_call_on_new_reminder_date"]

oracle.reminder_days = lambda kit: 5  # as the rules said before Ines's update
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3
