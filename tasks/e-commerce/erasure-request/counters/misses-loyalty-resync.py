"""Trusts Monday's CRM erasure and never re-checks the page on day 2: the loyalty app's silent
sync has put her email, marketing consent and Active status back."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["crm_stays_erased"]
round_1 = oracle.round_1


def round_2(ctx):
    oracle.erase_crm = lambda kit: None
    return oracle.round_2(ctx)
