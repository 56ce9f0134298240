"""Reference solution: mail only through IMAP (imapclient) and SMTP (smtplib), the knowledge base
through the Notion API (notion-client)."""

import smtplib
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser

from imapclient import IMAPClient
from notion_client import Client

REPORT = "<clm-0522-report@berger-family.example>"
SAM = "Sam Weber <sam.weber@harbor-mutual.example>"
QUOTE_TOTAL = 2480  # read from the attached quote Q-7731
MILEAGE = 48215  # read from the attached dashboard photo


def imap(ctx) -> IMAPClient:
    client = IMAPClient(ctx.env["CLAWMARK_MAIL_HOST"], int(ctx.env["CLAWMARK_MAIL_IMAP_PORT"]), ssl=False)
    client.login(ctx.env["CLAWMARK_MAIL_ADDRESS"], ctx.env["CLAWMARK_MAIL_PASSWORD"])
    return client


def send(ctx, *messages: EmailMessage) -> None:
    with smtplib.SMTP(ctx.env["CLAWMARK_MAIL_HOST"], int(ctx.env["CLAWMARK_MAIL_SMTP_PORT"])) as smtp:
        smtp.login(ctx.env["CLAWMARK_MAIL_ADDRESS"], ctx.env["CLAWMARK_MAIL_PASSWORD"])
        for message in messages:
            smtp.send_message(message)


def fetch(client: IMAPClient, folder: str, criteria: list) -> tuple[int, EmailMessage]:
    client.select_folder(folder)
    [uid] = client.search(criteria)
    raw = client.fetch([uid], ["BODY.PEEK[]"])[uid][b"BODY[]"]
    return uid, BytesParser(policy=policy.default).parsebytes(raw)


def reply(ctx, original: EmailMessage, text: str) -> EmailMessage:
    message = EmailMessage()
    message["From"] = f"Dana Okafor <{ctx.env['CLAWMARK_MAIL_ADDRESS']}>"
    message["To"] = original["From"]
    message["Subject"] = "Re: " + original["Subject"]
    message["In-Reply-To"] = message["References"] = original["Message-ID"]
    message.set_content(text)
    return message


def notion(ctx) -> Client:
    return Client(auth=ctx.env["NOTION_TOKEN"], base_url=ctx.env["NOTION_BASE_URL"])


def row(client: Client, database: str, title: str) -> dict:
    [source] = client.search(query=database, filter={"property": "object", "value": "data_source"})["results"]
    [page] = [p for p in client.data_sources.query(data_source_id=source["id"])["results"]
              if "".join(t["plain_text"] for p_ in p["properties"].values() if p_["type"] == "title"
                         for t in p_["title"]) == title]
    return page


def update_claim(ctx, properties: dict) -> None:
    client = notion(ctx)
    client.pages.update(page_id=row(client, "Claims", "CLM-0522")["id"], properties=properties)


def policy_deductible(ctx) -> int:
    return int(row(notion(ctx), "Policies", "POL-3391")["properties"]["Deductible EUR"]["number"])


def round_1(ctx):
    client = imap(ctx)
    uid, report = fetch(client, "INBOX", ["HEADER", "Message-ID", REPORT])
    [quote] = [part for part in report.iter_attachments() if part.get_filename() == "repair-quote.pdf"]
    answer = reply(ctx, report, f"Dear Mr Berger,\n\nthank you: we have your claim CLM-0522 and the Lenz "
                                f"quote Q-7731 for EUR {QUOTE_TOTAL:,}.00. We will be in touch shortly.\n\nDana Okafor\n")
    forward = EmailMessage()
    forward["From"], forward["To"] = answer["From"], SAM
    forward["Subject"] = "Fwd: " + report["Subject"]
    forward["References"] = REPORT
    forward.set_content(f"Sam, the repair quote for CLM-0522 (EUR {QUOTE_TOTAL:,}.00) for your approval.\nDana\n")
    forward.add_attachment(quote.get_content(), maintype="application", subtype="pdf", filename="repair-quote.pdf")
    send(ctx, answer, forward)
    client.select_folder("INBOX")
    client.move([uid], "Claims")
    client.logout()
    update_claim(ctx, {"Quote EUR": {"number": QUOTE_TOTAL}, "Mileage km": {"number": MILEAGE},
                       "Status": {"select": {"name": "Quote received"}}})
    return "Acknowledged CLM-0522, forwarded the quote to Sam, filed the report."


def round_2(ctx):
    client = imap(ctx)
    deductible = policy_deductible(ctx)  # Sam's approval points to the Policies database
    _, report = fetch(client, "Claims", ["HEADER", "Message-ID", REPORT])
    client.logout()
    payable = QUOTE_TOTAL - deductible
    update_claim(ctx, {"Status": {"select": {"name": "Approved"}}, "Payable EUR": {"number": payable}})
    send(ctx, reply(ctx, report, f"Dear Mr Berger,\n\nyour claim CLM-0522 is approved: we will pay EUR "
                                 f"{payable:,}.00 (the quote less your EUR {deductible}.00 deductible).\n\nDana Okafor\n"))
    return f"Told Mr Berger the settlement: EUR {payable:,}.00."
