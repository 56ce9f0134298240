"""Trusts the tally photo over the county on election night: P-201 from its photo (Ferreira 485), not the export."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["official_beats_photo", "races_tab_night"]
read = oracle.precinct_figures


def photo_first(kit, use_photo_over_county=frozenset()):
    return read(kit, use_photo_over_county={"P-201"})


def round_1(ctx):
    oracle.precinct_figures = photo_first
    try:
        return oracle.round_1(ctx)
    finally:
        oracle.precinct_figures = read


round_2, round_3, round_4 = oracle.round_2, oracle.round_3, oracle.round_4
