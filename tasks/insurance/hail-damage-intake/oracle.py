"""Reference solution: mail through IMAP and SMTP, the knowledge base through the Notion API
(clawmark.oracle_kit)."""

from clawmark.oracle_kit import Kit, value

REPORT = "<clm-0522-report@berger-family.example>"
SAM = "Sam Weber <sam.weber@harbor-mutual.example>"
QUOTE_TOTAL = 2480  # read from the attached quote Q-7731
MILEAGE = 48215  # read from the attached dashboard photo


def update_claim(kit: Kit, properties: dict) -> None:
    kit.kb.update(kit.kb.row("Claims", "CLM-0522"), properties)


def round_1(ctx):
    kit = Kit(ctx, name="Dana Okafor")
    report = kit.mail.find(REPORT)
    answer = kit.mail.reply(report, f"Dear Mr Berger,\n\nthank you: we have your claim CLM-0522 and the Lenz "
                                    f"quote Q-7731 for EUR {QUOTE_TOTAL:,}.00. We will be in touch shortly.\n\nDana Okafor\n")
    forward = kit.mail.forward(report, SAM, f"Sam, the repair quote for CLM-0522 (EUR {QUOTE_TOTAL:,}.00) for your approval.\nDana\n",
                               attachments=["repair-quote.pdf"])
    kit.mail.send(answer, forward)
    kit.mail.move(report, "Claims")
    update_claim(kit, {"Quote EUR": QUOTE_TOTAL, "Mileage km": MILEAGE, "Status": "Quote received"})
    return "Acknowledged CLM-0522, forwarded the quote to Sam, filed the report."


def round_2(ctx):
    kit = Kit(ctx, name="Dana Okafor")
    deductible = int(value(kit.kb.row("Policies", "POL-3391"), "Deductible EUR"))  # Sam's approval points there
    report = kit.mail.find(REPORT, folder="Claims")
    payable = QUOTE_TOTAL - deductible
    update_claim(kit, {"Status": "Approved", "Payable EUR": payable})
    kit.mail.send(kit.mail.reply(report, f"Dear Mr Berger,\n\nyour claim CLM-0522 is approved: we will pay EUR "
                                         f"{payable:,}.00 (the quote less your EUR {deductible}.00 deductible).\n\nDana Okafor\n"))
    return f"Told Mr Berger the settlement: EUR {payable:,}.00."
