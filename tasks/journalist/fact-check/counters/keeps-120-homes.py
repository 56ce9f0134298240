"""Does not read the transcript again after day 1: keeps 120 homes (C4 Confirmed, cost per home
EUR 32,083) although the transcription desk corrected the quote to 102 overnight."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["cost_per_home_follows_corrected_quote", "homes_quote_now_corrected", "editor_has_cost_per_home"]

oracle.homes = lambda kit: 120  # as the transcript said on Monday
round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    oracle.round_2(ctx)
    oracle.set_verdict(oracle.Kit(ctx), "C4 Homes quote", "Confirmed")
