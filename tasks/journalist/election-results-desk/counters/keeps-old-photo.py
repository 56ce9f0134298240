"""Does not re-read tally-photos/ on day 3: keeps the first P-602 photo's 466-431 after it was replaced."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["clearer_photo_followed", "ward6_called"]
read = oracle.precinct_figures
round_1, round_2, round_4 = oracle.round_1, oracle.round_2, oracle.round_4


def old_p602(kit, use_photo_over_county=frozenset()):
    figs = read(kit, use_photo_over_county)
    figs["P-602"] = ([452, 447, 466, 431, 615, 270], oracle.UNOFFICIAL)
    return figs


def round_3(ctx):
    oracle.precinct_figures = old_p602
    try:
        return oracle.round_3(ctx)
    finally:
        oracle.precinct_figures = read
