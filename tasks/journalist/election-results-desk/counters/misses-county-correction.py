"""Keeps election night's P-501 figures on days 2 and 3: misses the county's silent correction (Whitfield 342 -> 432)."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["county_correction_followed"]
read = oracle.precinct_figures
round_1, round_4 = oracle.round_1, oracle.round_4


def stale_p501(kit, use_photo_over_county=frozenset()):
    figs = read(kit, use_photo_over_county)
    figs["P-501"] = ([318, 330, 300, 342, 440, 200], "County")
    return figs


def stale(ctx, n):
    oracle.precinct_figures = stale_p501
    try:
        return oracle.day(ctx, n)
    finally:
        oracle.precinct_figures = read


def round_2(ctx):
    return stale(ctx, 2)


def round_3(ctx):
    return stale(ctx, 3)
