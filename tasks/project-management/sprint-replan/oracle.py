"""Reference solution: the Sheets API for the plan, the Notion API for the board, CalDAV and SMTP
(clawmark.oracle_kit)."""

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit, add_business_days, page_title, value, when

AMSTERDAM = ZoneInfo("Europe/Amsterdam")
SPRINT_14_END = date(2024, 5, 24)
EPOCH = date(1899, 12, 30)
PAYMENTS_READY = date(2024, 5, 21)  # spoken in the 13 May stand-up recording
REVIEW_START = datetime(2024, 5, 23, 14, 0, tzinfo=AMSTERDAM)  # the whiteboard photo
REVIEW_UID = "sprint-14-review@tidewater.example"


def as_date(value) -> date | None:
    if value in ("", None):
        return None
    return EPOCH + timedelta(days=int(value)) if isinstance(value, (int, float)) else date.fromisoformat(str(value))


def replan(kit: Kit) -> dict[str, date]:
    """Start/Finish of every Plan row by the planning rules; returns ticket → finish."""
    plan = kit.sheets.open("Atlas release plan")
    ready = {r[0]: as_date(r[2]) for r in plan.values("Dependencies", "UNFORMATTED_VALUE")[1:]}
    finishes, cells = {}, []
    for row in plan.values("Plan", "UNFORMATTED_VALUE")[1:]:
        row += [""] * (6 - len(row))
        ticket, depends, days, start = row[0], row[2], int(row[3]), as_date(row[4])
        if depends:
            start = add_business_days(ready[depends], 1)
        finishes[ticket] = add_business_days(start, max(days - 1, 0))
        cells.append([start.isoformat(), finishes[ticket].isoformat()])
    plan.update(f"Plan!E2:F{len(cells) + 1}", cells)
    update_board(kit, {t: {"Due": f, "Sprint": "Sprint 15" if f > SPRINT_14_END else "Sprint 14"}
                       for t, f in finishes.items()})
    return finishes


def update_board(kit: Kit, changes: dict[str, dict]) -> None:
    rows = {page_title(r): r for r in kit.kb.rows("Atlas board")}
    for ticket, properties in changes.items():
        if value(rows[ticket], "Locked"):
            raise RuntimeError(f"{ticket} is locked")
        kit.kb.update(rows[ticket], properties)


def round_1(ctx):
    kit = Kit(ctx, name="Priya Nair")
    kit.sheets.open("Atlas release plan").update(
        "Dependencies!C2:D2", [[PAYMENTS_READY.isoformat(), "Stand-up of 13 May (Ravi, from Finch)"]])
    finishes = replan(kit)
    calendar = kit.calendar("Work")
    calendar.move(calendar.event(uid=REVIEW_UID), REVIEW_START, REVIEW_START + timedelta(hours=1))
    kit.mail.send(kit.mail.compose(
        "Marta Quist <marta.quist@tidewater.example>", "ATL-199: move to Sprint 15?",
        "Marta, the planning whiteboard has 'ATL-199 to Sprint 15 ?'. The ticket is locked, so it is your "
        "call; I have not changed it.\nPriya\n"))
    return f"Replanned: {', '.join(f'{t} {f}' for t, f in finishes.items())}; review on 23 May."


def round_2(ctx):
    kit = Kit(ctx)
    plan = kit.sheets.open("Atlas release plan")
    row = plan.find_row("Plan", "Ticket", "ATL-214", "UNFORMATTED_VALUE").number
    plan.update(f"Plan!D{row}", 7)
    return f"ATL-214 finishes {replan(kit)['ATL-214']}."


def round_3(ctx):
    kit = Kit(ctx, name="Priya Nair")
    finishes = replan(kit)
    kit.mail.send(kit.mail.compose("Atlas team <atlas-team@tidewater.example>", "Atlas status, 15 May",
                                   "Hi all,\n" + "".join(f"- {t}: finish {f:%a %d %b}\n" for t, f in finishes.items()) + "Priya\n"))
    return "Plan re-checked; the design system slip moves ATL-220 to Sprint 15."


def round_4(ctx):
    kit = Kit(ctx)
    calendar = kit.calendar("Work")
    review = calendar.event(uid=REVIEW_UID)
    calendar.invite(review, "Lena Berg <lena.berg@tidewater.example>")
    sprint = {page_title(r): value(r, "Sprint") for r in kit.kb.rows("Atlas board")}
    kit.fs.write_json("reviews/sprint-14-review.json", {
        "review_start": when(review)[0].astimezone(AMSTERDAM).isoformat(),
        "in_sprint_14": sorted(t for t, s in sprint.items() if s == "Sprint 14"),
        "moved_to_sprint_15": sorted(t for t, s in sprint.items() if s == "Sprint 15")})
    return "Lena invited; review file written."


def round_5(ctx):
    update_board(Kit(ctx), {"ATL-199": {"Sprint": "Sprint 15", "Due": "2024-06-07"}})
    return "ATL-199 moved to Sprint 15, due 7 June."
