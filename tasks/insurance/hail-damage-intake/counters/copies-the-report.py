"""Files Mr Berger's report by copying it to Claims (IMAP COPY) and leaving it in the INBOX."""

from clawmark.counters import task_oracle
from clawmark.oracle_kit import Kit

oracle = task_oracle(__file__)
EXPECT_FAIL = ["report_filed_in_claims"]


def round_1(ctx):
    kit = Kit(ctx, name="Dana Okafor")
    report = kit.mail.find(oracle.REPORT)
    kit.mail.send(kit.mail.reply(report, "Dear Mr Berger,\n\nwe have your claim CLM-0522 and the quote for EUR 2,480.00.\n"),
                  kit.mail.forward(report, oracle.SAM, "Sam, the CLM-0522 quote for your approval.",
                                   attachments=["repair-quote.pdf"]))
    with kit.mail.imap() as client:
        client.select_folder("INBOX")
        client.copy([report.uid], "Claims")
    oracle.update_claim(kit, {"Quote EUR": oracle.QUOTE_TOTAL, "Mileage km": oracle.MILEAGE, "Status": "Quote received"})
    return "Answered, forwarded, copied to Claims."


round_2 = oracle.round_2
