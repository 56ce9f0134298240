"""Reference solution: Sheets API for the plan, Notion SDK for the board, CalDAV and SMTP."""

import json
import smtplib
from datetime import date, datetime, timedelta, timezone
from email.message import EmailMessage
from pathlib import Path
from zoneinfo import ZoneInfo

import caldav
from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build
from icalendar import vCalAddress
from notion_client import Client

AMSTERDAM = ZoneInfo("Europe/Amsterdam")
SPRINT_14_END = date(2024, 5, 24)
EPOCH = date(1899, 12, 30)
PRIYA = "priya.nair@tidewater.example"
PAYMENTS_READY = date(2024, 5, 21)  # spoken in the 13 May stand-up recording
REVIEW_START = datetime(2024, 5, 23, 14, 0, tzinfo=AMSTERDAM)  # the whiteboard photo


# --- release plan (Sheets API) ----------------------------------------------------------------

class Plan:
    def __init__(self, ctx):
        creds = Credentials(token=ctx.env["CLAWMARK_SHEETS_TOKEN"])
        opts = {"api_endpoint": ctx.env["CLAWMARK_SHEETS_URL"]}
        drive = build("drive", "v3", credentials=creds, static_discovery=True, client_options=opts)
        self.values = build("sheets", "v4", credentials=creds, static_discovery=True, client_options=opts) \
            .spreadsheets().values()
        [found] = drive.files().list(q="name = 'Atlas release plan'").execute()["files"]
        self.id = found["id"]

    def rows(self, sheet: str) -> list[list]:
        return self.values.get(spreadsheetId=self.id, range=sheet,
                               valueRenderOption="UNFORMATTED_VALUE").execute().get("values", [])

    def write(self, ref: str, rows: list[list]) -> None:
        self.values.update(spreadsheetId=self.id, range=ref, valueInputOption="USER_ENTERED",
                           body={"values": rows}).execute()


def as_date(value) -> date | None:
    if value in ("", None):
        return None
    return EPOCH + timedelta(days=int(value)) if isinstance(value, (int, float)) else date.fromisoformat(str(value))


def next_working_day(day: date) -> date:
    day += timedelta(days=1)
    while day.weekday() >= 5:
        day += timedelta(days=1)
    return day


def finish_of(start: date, work_days: int) -> date:
    day = start
    for _ in range(work_days - 1):
        day = next_working_day(day)
    return day


def replan(ctx) -> dict[str, date]:
    """Start/Finish of every Plan row by the planning rules; returns ticket → finish."""
    plan = Plan(ctx)
    ready = {r[0]: as_date(r[2]) for r in plan.rows("Dependencies")[1:]}
    finishes, cells = {}, []
    for row in plan.rows("Plan")[1:]:
        row += [""] * (6 - len(row))
        ticket, depends, days, start = row[0], row[2], int(row[3]), as_date(row[4])
        if depends:
            start = next_working_day(ready[depends])
        finishes[ticket] = finish_of(start, days)
        cells.append([start.isoformat(), finishes[ticket].isoformat()])
    plan.write(f"Plan!E2:F{len(cells) + 1}", cells)
    update_board(ctx, {t: {"Due": {"date": {"start": f.isoformat()}},
                           "Sprint": {"select": {"name": "Sprint 15" if f > SPRINT_14_END else "Sprint 14"}}}
                       for t, f in finishes.items()})
    return finishes


# --- board (Notion SDK) -----------------------------------------------------------------------

def board_rows(client: Client) -> dict[str, dict]:
    source = client.search(query="Atlas board", filter={"property": "object", "value": "data_source"})["results"][0]
    rows = client.data_sources.query(source["id"])["results"]
    return {"".join(t["plain_text"] for t in r["properties"]["Ticket"]["title"]): r for r in rows}


def update_board(ctx, changes: dict[str, dict]) -> None:
    client = Client(auth=ctx.env["NOTION_TOKEN"], base_url=ctx.env["NOTION_BASE_URL"])
    rows = board_rows(client)
    for ticket, properties in changes.items():
        if rows[ticket]["properties"]["Locked"]["checkbox"]:
            raise RuntimeError(f"{ticket} is locked")
        client.pages.update(rows[ticket]["id"], properties=properties)


# --- calendar and mail ------------------------------------------------------------------------

def review_event(ctx):
    client = caldav.DAVClient(url=ctx.env["CLAWMARK_CALDAV_URL"], username=ctx.env["CLAWMARK_CALDAV_USERNAME"],
                              password=ctx.env["CLAWMARK_CALDAV_PASSWORD"])
    return client.principal().calendar(name="Work").event_by_uid("sprint-14-review@tidewater.example")


def touch(ctx, component) -> None:
    sequence = int(component.get("SEQUENCE", 0)) + 1
    for name in ("DTSTAMP", "SEQUENCE"):
        component.pop(name, None)
    component.add("DTSTAMP", ctx.now.astimezone(timezone.utc))
    component.add("SEQUENCE", sequence)


def send(ctx, to: str, subject: str, text: str) -> None:
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = f"Priya Nair <{PRIYA}>", to, subject
    message.set_content(text)
    with smtplib.SMTP(ctx.env["CLAWMARK_MAIL_HOST"], int(ctx.env["CLAWMARK_MAIL_SMTP_PORT"])) as smtp:
        smtp.login(ctx.env["CLAWMARK_MAIL_ADDRESS"], ctx.env["CLAWMARK_MAIL_PASSWORD"])
        smtp.send_message(message)


# --- the days ---------------------------------------------------------------------------------

def round_1(ctx):
    Plan(ctx).write("Dependencies!C2:D2", [[PAYMENTS_READY.isoformat(), "Stand-up of 13 May (Ravi, from Finch)"]])
    finishes = replan(ctx)
    event = review_event(ctx)
    c = event.icalendar_component
    for name in ("DTSTART", "DTEND"):
        c.pop(name, None)
    c.add("DTSTART", REVIEW_START)
    c.add("DTEND", REVIEW_START + timedelta(hours=1))
    touch(ctx, c)
    event.save()
    send(ctx, "Marta Quist <marta.quist@tidewater.example>", "ATL-199: move to Sprint 15?",
         "Marta, the planning whiteboard has 'ATL-199 to Sprint 15 ?'. The ticket is locked, so it is your "
         "call; I have not changed it.\nPriya\n")
    return f"Replanned: {', '.join(f'{t} {f}' for t, f in finishes.items())}; review on 23 May."


def round_2(ctx):
    plan = Plan(ctx)
    row = next(i for i, r in enumerate(plan.rows("Plan"), start=1) if r[0] == "ATL-214")
    plan.write(f"Plan!D{row}", [[7]])
    return f"ATL-214 finishes {replan(ctx)['ATL-214']}."


def round_3(ctx):
    finishes = replan(ctx)
    send(ctx, "Atlas team <atlas-team@tidewater.example>", "Atlas status, 15 May",
         "Hi all,\n" + "".join(f"- {t}: finish {f:%a %d %b}\n" for t, f in finishes.items()) + "Priya\n")
    return "Plan re-checked; the design system slip moves ATL-220 to Sprint 15."


def round_4(ctx):
    event = review_event(ctx)
    c = event.icalendar_component
    lena = vCalAddress("mailto:lena.berg@tidewater.example")
    lena.params.update({"CN": "Lena Berg", "PARTSTAT": "NEEDS-ACTION", "RSVP": "TRUE"})
    c.add("ATTENDEE", lena)
    touch(ctx, c)
    event.save()
    client = Client(auth=ctx.env["NOTION_TOKEN"], base_url=ctx.env["NOTION_BASE_URL"])
    sprint = {t: r["properties"]["Sprint"]["select"]["name"] for t, r in board_rows(client).items()}
    start = c.decoded("DTSTART").astimezone(AMSTERDAM)
    out = {"review_start": start.isoformat(),
           "in_sprint_14": sorted(t for t, s in sprint.items() if s == "Sprint 14"),
           "moved_to_sprint_15": sorted(t for t, s in sprint.items() if s == "Sprint 15")}
    target = Path(ctx.workspace) / "reviews/sprint-14-review.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(out, indent=2) + "\n")
    return "Lena invited; review file written."


def round_5(ctx):
    update_board(ctx, {"ATL-199": {"Sprint": {"select": {"name": "Sprint 15"}}, "Due": {"date": {"start": "2024-06-07"}}}})
    return "ATL-199 moved to Sprint 15, due 7 June."
