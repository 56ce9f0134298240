"""Leaves Wednesday alone: Sam's re-export of the mix is not noticed, so the show notes and the
Larkspur read start keep Monday's timings."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["show_notes_follow_the_new_mix", "larkspur_start_follows_the_new_mix"]

round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    kit = Kit(ctx, name="Nell Okonjo")
    book = kit.sheets.open("Tidemark ad ops")
    row = next(r for r in book.rows(oracle.BOOKINGS) if r["Episode"] == "Ep 43" and r["Sponsor"] == "Larkspur Maps")
    book.update(f"{oracle.BOOKINGS}!D{row.number}", "TRAILS", raw=True)
    kit.mail.send(kit.mail.reply(kit.mail.find("<larkspur-swap@larkspurmaps.example>"), "Done: code TRAILS in episode 43.\nNell\n"))
    return "Swap done."
