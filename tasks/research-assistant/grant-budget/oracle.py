"""Reference solution: Sheets API for the budget, Notion SDK for the applications, IMAP/SMTP."""

import json
import smtplib
from email.message import EmailMessage
from pathlib import Path

from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build
from imapclient import IMAPClient
from notion_client import Client

JONAS = "Jonas Lind <jonas.lind@northlake.example>"
AMARA = "Amara Osei <amara.osei@northlake.example>"
SUBJECT = "HF-2024-117 budget for your approval"
# Read from the evidence: the scanned quotes (Q-5580, then Q-5580-R1 which supersedes it) and
# Amara's voice memo (travel 1,800, sequencing 5,500) and her email (consumables 5,800).
QUOTE = {"labvantage-Q-5580.pdf": 16450, "labvantage-Q-5580-R1.pdf": 17200}


class Budget:
    def __init__(self, ctx):
        creds = Credentials(token=ctx.env["CLAWMARK_SHEETS_TOKEN"])
        opts = {"api_endpoint": ctx.env["CLAWMARK_SHEETS_URL"]}
        drive = build("drive", "v3", credentials=creds, static_discovery=True, client_options=opts)
        self.values = build("sheets", "v4", credentials=creds, static_discovery=True, client_options=opts) \
            .spreadsheets().values()
        [found] = drive.files().list(q="name = 'helix-grant-budget'").execute()["files"]
        self.id = found["id"]

    def set(self, amounts: dict[str, int]) -> int:
        """Write `amounts` (line → EUR) into column C; returns the total requested (C10)."""
        rows = self.values.get(spreadsheetId=self.id, range="Budget!A1:A10").execute()["values"]
        for i, (line,) in enumerate(rows, start=1):
            if line in amounts:
                self.values.update(spreadsheetId=self.id, range=f"Budget!C{i}", valueInputOption="USER_ENTERED",
                                   body={"values": [[amounts[line]]]}).execute()
        total = self.values.get(spreadsheetId=self.id, range="Budget!C10", valueRenderOption="UNFORMATTED_VALUE").execute()
        return int(total["values"][0][0])


def latest_quote(ctx) -> int:
    """The incubator price of the quote nothing supersedes (a revision's name ends in -R<n>)."""
    names = sorted((("-R" in p.name), p.name) for p in (Path(ctx.workspace) / "grant/quotes").glob("*.pdf"))
    return QUOTE[names[-1][1]]


def application(ctx) -> tuple[Client, str]:
    client = Client(auth=ctx.env["NOTION_TOKEN"], base_url=ctx.env["NOTION_BASE_URL"])
    source = client.search(query="Grant applications", filter={"property": "object", "value": "data_source"})["results"][0]
    [row] = client.data_sources.query(source["id"], filter={"property": "Application", "title": {"equals": "HF-2024-117"}})["results"]
    return client, row["id"]


def send(ctx, to: str, subject: str, text: str) -> None:
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = JONAS, to, subject
    message.set_content(text)
    with smtplib.SMTP(ctx.env["CLAWMARK_MAIL_HOST"], int(ctx.env["CLAWMARK_MAIL_SMTP_PORT"])) as smtp:
        smtp.login(ctx.env["CLAWMARK_MAIL_ADDRESS"], ctx.env["CLAWMARK_MAIL_PASSWORD"])
        smtp.send_message(message)


def approved(ctx) -> bool:
    client = IMAPClient(ctx.env["CLAWMARK_MAIL_HOST"], int(ctx.env["CLAWMARK_MAIL_IMAP_PORT"]), ssl=False)
    client.login(ctx.env["CLAWMARK_MAIL_ADDRESS"], ctx.env["CLAWMARK_MAIL_PASSWORD"])
    client.select_folder("INBOX")
    found = client.search(["FROM", "amara.osei@northlake.example", "BODY", "Approved"])
    client.logout()
    return bool(found)


def budget_round(ctx, amounts: dict[str, int]) -> int:
    total = Budget(ctx).set({"Cell culture incubator": latest_quote(ctx), **amounts})
    client, page = application(ctx)
    client.pages.update(page, properties={"Requested": {"number": total},
                                          "Status": {"select": {"name": "Awaiting PI approval"}}})
    send(ctx, AMARA, SUBJECT, f"Amara,\n\nthe HF-2024-117 budget now totals EUR {total:,} (incl. 20 % overhead). "
                              "May I submit it?\n\nJonas\n")
    return total


def round_1(ctx):
    return f"Budget total EUR {budget_round(ctx, {'Travel': 1800, 'Sequencing (external)': 5500}):,}, sent for approval."


def round_2(ctx):
    return f"Budget total EUR {budget_round(ctx, {'Consumables': 5800}):,} (quote Q-5580-R1), sent for approval."


def round_3(ctx):
    if not approved(ctx):
        return "Not approved yet; nothing submitted."
    client, page = application(ctx)
    total = int(client.pages.retrieve(page)["properties"]["Requested"]["number"])
    send(ctx, "Helix Foundation submissions <submissions@helix-foundation.example>", "HF-2024-117 - budget submission",
         f"Dear Helix Foundation,\n\nfor application HF-2024-117 (Osei Lab, Northlake University) we request "
         f"EUR {total:,} in total.\n\nJonas Lind, on behalf of Prof. Amara Osei\n")
    client.pages.update(page, properties={"Status": {"select": {"name": "Submitted"}},
                                          "Submitted on": {"date": {"start": ctx.now.date().isoformat()}}})
    return f"Submitted: EUR {total:,}."


def round_4(ctx):
    client, page = application(ctx)
    row = client.pages.retrieve(page)["properties"]
    client.pages.update(page, properties={"Funder reference": {"rich_text": [{"text": {"content": "HFS-88412"}}]}})
    record = {"application": "HF-2024-117", "funder_reference": "HFS-88412",
              "submitted_on": row["Submitted on"]["date"]["start"][:10], "total_requested_eur": int(row["Requested"]["number"])}
    (Path(ctx.workspace) / "grant/submission-record.json").write_text(json.dumps(record, indent=2) + "\n")
    return "Receipt filed."
