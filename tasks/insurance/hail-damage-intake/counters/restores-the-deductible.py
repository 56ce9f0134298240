"""Takes underwriting's overnight change for a mistake: sets POL-3391's deductible back to
EUR 300 before settling, so it pays 2,180 and edits a row that is not the claim's."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["collateral", "berger_told_payable_amount", "payable_in_claims_database"]
round_1 = oracle.round_1


def round_2(ctx):
    kit = Kit(ctx, name="Dana Okafor")
    kit.kb.update(kit.kb.row("Policies", "POL-3391"), {"Deductible EUR": 300})
    return oracle.round_2(ctx)
