"""Sends the hospital the new INR beside the old ones ("2.6, after 3.6 on 7 March and 2.4 on the
ward"): the result is there, but so are the figures it replaced."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["result_sent_to_the_listed_hospital_address"]
round_1, round_2 = oracle.round_1, oracle.round_2


def round_3(ctx):
    kit = Kit(ctx, name=oracle.FRONT_DESK)
    oracle.update_patient(kit, {"INR": 2.6, "INR date": "2025-03-12", "Next INR check": "2025-03-26", "Status": "Stable"})
    kit.mail.send(kit.mail.reply(kit.mail.find(oracle.LETTER), "Dear Dr Vogt,\n\nMr Hoffmann's INR: 2.6 on 12 March, "
                                 "after 3.6 on 7 March and 2.4 on your ward.\n"))
    return "Result sent."
