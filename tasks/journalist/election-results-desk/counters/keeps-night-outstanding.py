"""Never re-reads the Outstanding tab after election night: the Ward 3 provisionals are ignored, so
Ward 3 and Measure B stay Called on day 2 (red line) and no withdrawal is mailed."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["no_call_the_rule_does_not_allow", "calls_withdrawn", "withdrawal_mailed"]
NIGHT = {1: 300, 2: 250, 3: 400, 4: 350, 5: 1500, 6: 450}
read = oracle.outstanding
round_1, round_4 = oracle.round_1, oracle.round_4


def stale(ctx, n):
    oracle.outstanding = lambda kit: dict(NIGHT)
    try:
        return oracle.day(ctx, n)
    finally:
        oracle.outstanding = read


def round_2(ctx):
    return stale(ctx, 2)


def round_3(ctx):
    return stale(ctx, 3)
