"""Marks both reads compliant because both are in the mix, without measuring the mid-roll against
IO-7790's 40-60 % window: no make-good, nothing to tell Larkspur."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["larkspur_read_timed_and_late", "larkspur_make_good_booked", "larkspur_told_of_make_good",
               "larkspur_start_follows_the_new_mix", "make_good_swapped_episode_42_kept"]

oracle.WINDOWS["Larkspur Maps"] = ("share of the run", 0.0, 1.0)


def round_1(ctx):
    kit = Kit(ctx, name="Nell Okonjo")
    oracle.log_reads(kit)
    oracle.write_show_notes(kit)
    return "Both reads are in."


round_2 = oracle.round_2


def round_3(ctx):
    kit = Kit(ctx, name="Nell Okonjo")
    oracle.log_reads(kit)
    oracle.write_show_notes(kit)
    return "Re-timed."
