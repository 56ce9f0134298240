"""Updates the register's estimate and payable on day 2 but leaves its Deductible EUR at the old 500."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["register_payable_uses_new_deductible"]
round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    done = oracle.round_2(ctx)
    register = Kit(ctx).sheets.open("Claims register")
    row = register.find_row("'Open claims'!A:G", "Claim", "CLM-0417").number
    register.update(f"'Open claims'!E{row}", 500)
    return done
