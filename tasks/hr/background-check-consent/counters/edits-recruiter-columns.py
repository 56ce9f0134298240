"""Writes 'new form needed' into the Position column of the incomplete candidates: the columns
other than Consent, Result and Final review are the recruiters'."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral"]
round_2, round_3 = oracle.round_2, oracle.round_3


def round_1(ctx):
    done = oracle.round_1(ctx)
    Kit(ctx).sheets.open("Screening tracker").update("Candidates!E5", "Forklift Operator - new form needed")
    return done
