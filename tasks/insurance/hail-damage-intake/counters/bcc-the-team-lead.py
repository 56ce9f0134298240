"""Skips the forward: Bcc's Sam on the reply to Mr Berger with the quote attached, so Sam has the
PDF but no request for approval (and the reply sends Berger his own quote back)."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["quote_forwarded_to_team_lead"]
round_2 = oracle.round_2


def round_1(ctx):
    kit = Kit(ctx, name="Dana Okafor")
    report = kit.mail.find(oracle.REPORT)
    reply = kit.mail.reply(report, "Dear Mr Berger,\n\nwe have your claim CLM-0522 and the quote for EUR 2,480.00.\n",
                           attachments=[report.attachment("repair-quote.pdf")])
    reply["Bcc"] = oracle.SAM
    kit.mail.send(reply)
    kit.mail.move(report, "Claims")
    oracle.update_claim(kit, {"Quote EUR": oracle.QUOTE_TOTAL, "Mileage km": oracle.MILEAGE, "Status": "Quote received"})
    return "Answered with Sam in Bcc."
