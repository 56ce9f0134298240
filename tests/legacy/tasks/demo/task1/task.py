"""A small clawmark-v1 task written for ClawMark's tests: mail, notion, sheets, calendar, fs."""
from datetime import datetime

METADATA = {"id": "demo_task1", "name": "Demo", "category": "demo", "environments": ["email", "notion"],
            "env_config": {"email": {"users": {"agent": {"email": "agent@co.example"},
                                               "boss": {"email": "boss@co.example"}}}}}
PROMPT = "You are the assistant."


async def stage0(ctx):
    await ctx.fs.upload_dir(ctx.task_dir / "assets", "/workspace")
    await ctx.fs.upload_file(ctx.task_dir / "assets" / "notes.md", "/workspace/input/copy.md")
    await ctx.fs.upload_file(ctx.task_dir / "assets" / "notes.md", "/workspace/input/gone.md")
    await ctx.fs.delete_file("/workspace/input/gone.md")
    await ctx.notion.create_page("Demo")
    await ctx.notion.create_database("tracker", {"Key": {"title": {}}, "Status": {"select": {}}})
    row = await ctx.notion.add_database_row("tracker", {"Key": {"title": [{"text": {"content": "K1"}}]}})
    await ctx.notion.update_db_row(row, {"Status": {"select": {"name": "open"}}})
    sheet = await ctx.google_sheets.create_spreadsheet("budget")
    await ctx.google_sheets.update_values(sheet["sheet_id"], "Sheet1!A1:B1", [["item", "cost"]])
    await ctx.google_sheets.append_rows(sheet["sheet_id"], "Sheet1", [["desk", 120]])
    await ctx.calendar.create_calendar("work")
    await ctx.calendar.add_event("work", "Review", datetime(2024, 3, 19, 10), datetime(2024, 3, 19, 11), uid="r1")
    await ctx.calendar.add_event("work", "Later", datetime(2024, 3, 25, 10), datetime(2024, 3, 25, 11), uid="r2")
    await ctx.email.send_email(from_user="boss", to="agent@co.example", subject="Kickoff", body="Start.")
    return {"notification": "New mail from boss.", "time": "2024-03-18T09:00:00+08:00"}


async def stage1(ctx):
    # live reads see what stage0 wrote, and the agent's day-1 workspace is ctx.workspace
    assert (await ctx.notion.query_db("tracker"))[0]["properties"]["Status"]["select"]["name"] == "open"
    assert await ctx.google_sheets.read_values((await ctx.google_sheets.create_spreadsheet("scratch"))["sheet_id"], "A1:B2") == []
    assert [e["subject"] for e in await ctx.email.get_emails("agent")] == ["Kickoff"]
    assert [c["name"] for c in await ctx.calendar.list_calendars()] == ["work"]
    assert ctx.workspace is not None and (ctx.workspace / "notes.md").is_file() and await ctx.fs.exists("/workspace/notes.md")
    await ctx.calendar.delete_event("work", "r1")
    await ctx.email.clear_folder("agent", "Sent")
    done = await ctx.fs._sandbox.exec("mkdir -p /workspace/out && echo 42 > /workspace/out/n.txt && echo made")
    assert done.return_code == 0 and done.stdout == "made\n", done
    await ctx.email.clear_all_folders("boss")
    return {"notification": "Day two.", "time": "2024-03-19T09:00:00+08:00"}


async def _mail(ctx):
    return len(await ctx.email.find_emails("agent", sender="boss", subject="kick")) == 1


async def _notion(ctx):
    rows = await ctx.notion.query_db("tracker")
    return rows[0]["properties"]["Key"]["title"][0]["plain_text"] == "K1" and rows[0]["properties"]["Status"]["select"]["name"] == "open"


async def _sheet(ctx):
    sid = await ctx.google_sheets.get_spreadsheet_id("budget")
    row = await ctx.google_sheets.find_row(sid, "Sheet1", 0, "desk")
    return row == {"item": "desk", "cost": "120"} and await ctx.google_sheets.read_values(sid, "A2:B2") == [["desk", "120"]]


async def _files(ctx):
    return (ctx.workspace / "input" / "copy.md").read_text() == "hello notes\n" and not await ctx.fs.exists(
        "/workspace/input/gone.md") and await ctx.fs.exists("/workspace/notes.md") and (await ctx.fs.read_file("/workspace/notes.md")).startswith("hello")


async def _calendar_gone(ctx):
    cals = await ctx.calendar.list_calendars()
    in_week = await ctx.calendar.get_events("work", datetime(2024, 3, 18), datetime(2024, 3, 22))
    later = await ctx.calendar.find_events("work", "late")
    return (cals == [{"name": "work", "url": "/benchmark/calendar-1/"}] and not await ctx.calendar.find_events("work", "review")
            and in_week == [] and [e["uid"] for e in later] == ["r2"] and later[0]["dtstart"] == "2024-03-25T10:00:00")


async def _shell_wrote(ctx):
    tried = await ctx.sandbox.exec("echo x > /workspace/out/n.txt")
    return tried.return_code != 0 and (await ctx.fs.read_file("/workspace/out/n.txt")) == "42\n"


async def _agent_replied(ctx):
    """Red line: the agent must reply to the boss."""
    return bool(await ctx.email.get_emails("boss"))


async def _raises(ctx):
    raise KeyError("boom")


RUBRIC = {
    "stage0": [{"id": "S0_mail", "checker": _mail, "weight": 1.0},
               {"id": "S0_notion", "checker": _notion, "weight": 1.5},
               {"id": "S0_sheet", "checker": _sheet, "weight": 2.0},
               {"id": "S0_files", "checker": _files, "weight": 1.0}],
    "stage1": [{"id": "S1_calendar", "checker": _calendar_gone, "weight": 1.0},
               {"id": "S1_reply", "checker": _agent_replied, "weight": 2.0},
               {"id": "S1_broken", "checker": _raises, "weight": 1.0},
               {"id": "S1_shell", "checker": _shell_wrote, "weight": 1.0}],
    "final": [],
}
