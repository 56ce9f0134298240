"""Books Kestrel Coffee from the Bookings it read on Monday: Theo's overnight Ferrow Tea booking in
episode 44 is missed, so Kestrel lands beside a Ferrow read against IO-7731's exclusivity."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["kestrel_booked_clear_of_ferrow", "kestrel_offered_episode_45",
               "day2_exclusivity_kept_and_no_audio_outside", "day3_exclusivity_kept_and_no_audio_outside"]

round_1, round_3 = oracle.round_1, oracle.round_3


def round_2(ctx):
    kit = Kit(ctx, name="Nell Okonjo")
    kit.sheets.open("Tidemark ad ops").append(oracle.BOOKINGS, [["Ep 44", "Kestrel Coffee", "Mid-roll", "ROAST15", "new, IO to follow"]], raw=True)
    kit.mail.send(kit.mail.reply(kit.mail.find("<kestrel-request@kestrelcoffee.example>"),
                                 "Hello Ciaran,\n\nwe can offer the mid-roll in episode 44, released on Thursday 24 October.\n\nNell\n"))
    return "Kestrel booked into Ep 44."
