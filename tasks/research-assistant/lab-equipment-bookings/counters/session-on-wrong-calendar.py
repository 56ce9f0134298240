"""Books every Confirmed session on its instrument, and by a calendar mix-up R-104 (confocal, Mon 08-10) on the two-photon calendar too."""
from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["day1_calendars_match", "day3_calendars_match", "day5_final_state"]


def round_1(ctx):
    out = oracle.round_1(ctx)
    kit = Kit(ctx, name="Bioimaging Core bookings")
    kit.calendar("2P-1 Two-photon").create("r-104-copy@counter.example", "R-104 Yuki Sato (BAP)",
                                          oracle.at("2026-03-09", "08:00"), oracle.at("2026-03-09", "10:00"))
    return out


round_2, round_3, round_4, round_5 = oracle.round_2, oracle.round_3, oracle.round_4, oracle.round_5
