"""Skips the evidence: clears all three hires on day 1 without reading the passport photos (so
Tomasz is provisioned and invited on an expired passport), and on Friday marks every cleared
hire starting next week Ready without reading IT status (Tomasz's laptop is delayed)."""

from datetime import date

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit, value

oracle = task_oracle(__file__)
EXPECT_FAIL = ["rtw_follows_the_passport_photos", "nothing_started_for_the_hire_on_hold",
               "statuses_follow_it_readiness"]
oracle.EXPIRY = {name: date(2099, 1, 1) for name in oracle.EXPIRY}  # every passport taken as valid
round_1, round_2, round_3, round_4 = oracle.round_1, oracle.round_2, oracle.round_3, oracle.round_4


def round_5(ctx):
    oracle.round_5(ctx)
    kit = Kit(ctx, name="Helen Marsh")
    first, last = oracle.next_week(ctx.now.date())
    for row in kit.kb.rows("New hires"):
        if value(row, "RTW check") == "Verified" and first <= oracle.start_of(row) <= last:
            kit.kb.update(row, {"Status": "Ready"})
