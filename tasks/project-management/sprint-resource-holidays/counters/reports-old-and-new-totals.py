"""Mails Ines the S-43 totals with yesterday's figures beside them ("39, was 34.5 on Monday"): the rules ask
for the current figures only, so the mail states a superseded total."""

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["ines_told_the_s43_totals"]
round_1, round_2, round_3 = oracle.round_1, oracle.round_2, oracle.round_3


def round_4(ctx):
    desk = oracle.Desk(ctx, 4)
    totals = desk.write()
    desk.kit.mail.send(desk.kit.mail.compose(oracle.INES, "S-43 capacity",
                                             f"Hi Ines,\n\nPayments {oracle.figure(totals['S-43', 'Payments'])} "
                                             "person-days (34.5 on Monday), Platform "
                                             f"{oracle.figure(totals['S-43', 'Platform'])} (30.5 before the closure).\n"))
    return "Ines told with the old figures"
