"""Acts on Tokyo's MTA amendment (Tokyo on hold) but never saves its scan to mta/, as the handbook asks."""
import os

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["amendment_puts_tokyo_on_hold"]
round_1, round_2 = oracle.round_1, oracle.round_2


def _unfiled(run):
    def go(ctx):
        out = run(ctx)
        fs = Kit(ctx).fs
        for path in fs.glob(oracle.TYO_AMENDED[3]):
            os.remove(fs.path(path))
        return out
    return go


round_3, round_4 = _unfiled(oracle.round_3), _unfiled(oracle.round_4)
