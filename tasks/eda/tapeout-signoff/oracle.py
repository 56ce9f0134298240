"""Reference solution: reads the reports in the workspace (PyMuPDF for the STA PDFs, csv for the
DRC exports) and writes through the Sheets API (google-api-python-client), the Notion API
(notion-client) and SMTP (smtplib)."""

import csv
import re
import smtplib
from email.message import EmailMessage
from pathlib import Path

import pymupdf
from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build
from notion_client import Client

ROW = re.compile(r"^(\w+_\w+_\w+)\n(setup|hold)\n(-?\d+)\n(-?\d+)\n(\d+)$", re.MULTILINE)


def timing(ctx, run: int) -> dict:
    """Worst setup WNS, summed failing setup endpoints and worst hold WNS of an STA report."""
    with pymupdf.open(Path(ctx.workspace) / f"signoff/kestrel2/timing/sta-run{run}.pdf") as pdf:
        text = "\n".join(page.get_text() for page in pdf)
    rows = [(check, int(wns), int(failing)) for _, check, wns, _, failing in ROW.findall(text)]
    assert len(rows) == 4, text
    return {"setup": min(w for c, w, _ in rows if c == "setup"), "hold": min(w for c, w, _ in rows if c == "hold"),
            "endpoints": sum(f for c, _, f in rows if c == "setup"), "run": run}


def open_drc(ctx, run: int) -> int:
    with open(Path(ctx.workspace) / f"signoff/kestrel2/drc/drc-run{run}.csv", newline="") as f:
        return sum(int(r["count"]) for r in csv.DictReader(f) if r["waived"].strip().lower() == "no")


def update(ctx, sta: dict, drc_run: int, kb_run: int) -> list[str]:
    """Write the Checklist rows 2-5 and the Tapeouts row; returns the blockers."""
    drc = open_drc(ctx, drc_run)
    verdict = {"setup": sta["setup"] >= 0, "hold": sta["hold"] >= 0, "endpoints": sta["endpoints"] == 0, "drc": drc == 0}
    rows = [[sta["setup"], verdict["setup"], sta["run"]], [sta["hold"], verdict["hold"], sta["run"]],
            [sta["endpoints"], verdict["endpoints"], sta["run"]], [drc, verdict["drc"], drc_run]]
    creds = Credentials(token=ctx.env["CLAWMARK_SHEETS_TOKEN"])
    opts = {"api_endpoint": ctx.env["CLAWMARK_SHEETS_URL"]}
    api = build("sheets", "v4", credentials=creds, static_discovery=True, client_options=opts)
    drive = build("drive", "v3", credentials=creds, static_discovery=True, client_options=opts)
    [book] = drive.files().list(q="name = 'Kestrel-2 signoff'").execute()["files"]
    api.spreadsheets().values().update(
        spreadsheetId=book["id"], range="Checklist!C2:E5", valueInputOption="RAW",
        body={"values": [[v, "pass" if ok else "fail", run] for v, ok, run in rows]}).execute()

    blockers = [name for name, ok in (("Timing", verdict["setup"] and verdict["hold"] and verdict["endpoints"]),
                                      ("DRC", verdict["drc"])) if not ok]
    client = Client(auth=ctx.env["NOTION_TOKEN"], base_url=ctx.env["NOTION_BASE_URL"])
    [source] = client.search(query="Tapeouts", filter={"property": "object", "value": "data_source"})["results"]
    [row] = client.data_sources.query(data_source_id=source["id"])["results"]
    client.pages.update(page_id=row["id"], properties={
        "Signoff": {"select": {"name": "Blocked" if blockers else "Signed off"}},
        "Blockers": {"multi_select": [{"name": b} for b in blockers]}, "Run": {"number": kb_run}})
    return blockers


def send(ctx, to: str, subject: str, text: str, reply_to: str | None = None) -> None:
    message = EmailMessage()
    message["From"] = f"Anika Rao <{ctx.env['CLAWMARK_MAIL_ADDRESS']}>"
    message["To"], message["Subject"] = to, subject
    if reply_to:
        message["In-Reply-To"] = message["References"] = reply_to
    message.set_content(text)
    with smtplib.SMTP(ctx.env["CLAWMARK_MAIL_HOST"], int(ctx.env["CLAWMARK_MAIL_SMTP_PORT"])) as smtp:
        smtp.login(ctx.env["CLAWMARK_MAIL_ADDRESS"], ctx.env["CLAWMARK_MAIL_PASSWORD"])
        smtp.send_message(message)


def round_1(ctx):
    blockers = update(ctx, timing(ctx, 41), 41, 41)
    return f"Run 41 recorded; blocked on {', '.join(blockers)}."


def round_2(ctx):
    blockers = update(ctx, timing(ctx, 42), 42, 42)
    send(ctx, "Marco Bellini <marco.bellini@corvidsemi.example>", "Re: Kestrel-2 - sign it off today",
         f"Marco,\n\nrun 42 closes timing, but {open_drc(ctx, 42)} M5.W.3 min-width violations are still open "
         "and not waived. The criteria do not allow a sign-off with open DRC, so Kestrel-2 A0 stays Blocked "
         "until Ravi's fix is verified (or the foundry grants a waiver).\n\nAnika\n",
         "<kestrel2-signoff-today@corvidsemi.example>")
    return f"Run 42 recorded; blocked on {', '.join(blockers)}; Marco answered."


def round_3(ctx):
    sta = timing(ctx, 42)  # the run 42 report was re-run overnight with the corrected SPEF
    blockers = update(ctx, sta, 43, 43)
    send(ctx, "pd-team@corvidsemi.example", "Kestrel-2 A0: NOT signed off - setup timing after the SPEF re-run",
         f"DRC run 43 is clean, but the run 42 STA re-run with the corrected SPEF fails setup: worst setup WNS "
         f"{sta['setup']} ps, {sta['endpoints']} failing setup endpoints. Sign-off is Blocked on {', '.join(blockers)}.\n\nAnika\n")
    return f"Blocked on {', '.join(blockers)}: WNS {sta['setup']} ps, {sta['endpoints']} failing endpoints."
