"""Files 'the countersigned MTA' on day 2 by copying the unsigned scan already in mta/ under the new
name, not the scan Melbourne mailed; everything else right."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["melbourne_ships_after_signed_mta"]
round_1, round_3, round_4 = oracle.round_1, oracle.round_3, oracle.round_4


def round_2(ctx):
    fs = Kit(ctx).fs
    fs.write_bytes(oracle.MEL_SIGNED[3], fs.read_bytes("mta/MTA-2026-MEL.pdf"))
    return oracle.round_2(ctx)
