"""Hedges on day 2: tells Mr Berger "EUR 2,180 or, with the new deductible, EUR 1,980", so some
figure in the mail is right whichever deductible applies."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["berger_told_payable_amount"]
round_1 = oracle.round_1


def round_2(ctx):
    kit = Kit(ctx, name="Dana Okafor")
    oracle.update_claim(kit, {"Status": "Approved", "Payable EUR": 1980})
    kit.mail.send(kit.mail.reply(kit.mail.find(oracle.REPORT, folder="Claims"),
                                 "Dear Mr Berger,\n\nwe will pay EUR 2,180 or, with the new deductible, EUR 1,980.\n"))
    return "Told Mr Berger."
