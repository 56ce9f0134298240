"""On day 3 changes Meera's start date in New hires only: the IT request and her invitations stay
on Monday 10 March."""

from datetime import date

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["meera_start_moved_in_the_records", "meera_welcome_on_her_new_first_day",
               "meera_meets_oliver_when_he_is_back"]
round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    kit = Kit(ctx, name="Helen Marsh")
    kit.kb.update(kit.kb.row("New hires", "Meera Pillai"), {"Start date": date(2025, 3, 12)})


def round_4(ctx):
    oracle.rtw_round = lambda kit, expiry: None  # nothing re-synced after day 2: only the welcome emails
    oracle.round_4(ctx)
