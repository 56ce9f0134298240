"""Applies Larkspur's new code to episode 42 as well: its show notes and booking say TRAILS,
though listeners of episode 42 hear COMPASS; the swap was for the make-good read."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["make_good_swapped_episode_42_kept"]

round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    message = oracle.round_3(ctx)
    kit = Kit(ctx)
    book = kit.sheets.open("Tidemark ad ops")
    row = next(r for r in book.rows(oracle.BOOKINGS) if r["Episode"] == "Ep 42" and r["Sponsor"] == "Larkspur Maps")
    book.update(f"{oracle.BOOKINGS}!D{row.number}", "TRAILS", raw=True)
    oracle.write_show_notes(kit)
    return message
