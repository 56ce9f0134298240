"""Exports Thursday from the release sheet as it stood on Wednesday, without reading the banned
terms again: Legal's direct ban of "risk-free" is missed and S14 ships in both languages."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["exports_hold_the_approved_strings", "risk_free_strings_rejected", "no_banned_term_ships"]

round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    oracle.export(oracle.Kit(ctx, name="Yara Benali"))
    return "Exported."
