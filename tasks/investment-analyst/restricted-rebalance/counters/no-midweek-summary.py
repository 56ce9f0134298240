"""Releases Tuesday's and Wednesday's batches right but mails Helena no release summary on those days."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["summary_mailed_tuesday", "summary_mailed_wednesday"]
round_1, round_4, round_5, round_6 = oracle.round_1, oracle.round_4, oracle.round_5, oracle.round_6
loud = oracle.day


def quiet(ctx, last: bool = False) -> str:
    kit = Kit(ctx, name="Portfolio implementation desk")
    released, src = oracle.rebalance(kit)
    oracle.record(kit, *oracle.totals(released, src["price"]))
    return f"released {len(released)}, no summary"


def silently(round_):
    def run(ctx):
        oracle.day = quiet
        try:
            return round_(ctx)
        finally:
            oracle.day = loud
    return run


round_2, round_3 = silently(oracle.round_2), silently(oracle.round_3)
