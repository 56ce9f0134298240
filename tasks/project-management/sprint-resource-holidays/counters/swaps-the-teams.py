"""Mails Ines the right two S-43 figures against the wrong teams (Payments 29.5, Platform 39)."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ines_told_the_s43_totals"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    desk = oracle.Desk(ctx, 4)
    totals = desk.write()
    desk.kit.mail.send(desk.kit.mail.compose(oracle.INES, "S-43 capacity",
                                             f"Hi Ines,\n\nS-43: Payments {oracle.figure(totals['S-43', 'Platform'])}, "
                                             f"Platform {oracle.figure(totals['S-43', 'Payments'])} person-days.\n"))
    return "Ines told with the teams swapped"
