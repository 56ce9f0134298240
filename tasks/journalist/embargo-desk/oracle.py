"""Reference solution of the embargo desk: the Sheets API for the Book tab (Lift (GMT), Status,
Desk note), IMAP for the owners' and co-parties' mail, SMTP for the flashes and the desk chief
(clawmark.oracle_kit).

Facts only a scan shows are written as read: the lifts on notices/E-19.pdf .. E-22.pdf, and from
day 3 the revised notices/E-22.pdf. What owners write by mail is read as this desk reads it
(OWNER_LIFTS, BREAKS); everything else comes from the book that day, so the intake editor's
changes are followed.
"""

from datetime import datetime, timezone
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit

BOOK = "Embargo book"
CALLUM = "Callum Reyes <callum.reyes@northgate.example>"
SUBSCRIBERS = "wire-subscribers@northgate-clients.example"
ZONES = {"London": "Europe/London", "US Eastern": "America/New_York", "US Pacific": "America/Los_Angeles",
         "Central European": "Europe/Berlin", "Japan": "Asia/Tokyo", "Sydney": "Australia/Sydney"}
GMT = timezone.utc
NOTICES = {  # as read from the scans: 30 Oct 14:00 CET, 29 Oct 5 pm EDT, 30 Oct 9:30 am AEDT, 29 Oct 06:00 GMT
    "E-19": "2025-10-30 14:00 Central European", "E-20": "2025-10-29 17:00 US Eastern",
    "E-21": "2025-10-30 09:30 Sydney", "E-22": "2025-10-29 06:00 London",
}
REVISED_NOTICES = {3: {"E-22": "2025-10-30 06:00 London"}}  # the notice replaced before day 3
# Owners' early lifts by mail (day: {ID: GMT}) and co-parties' early publications (day: ID).
OWNER_LIFTS = {2: {"E-24": "2025-10-28 08:30"}, 3: {"E-01": "2025-10-29 07:00"}}
BREAKS = {2: "E-01"}


def lift(stated: str) -> datetime:
    """'2025-10-28 07:00 US Eastern' -> that moment in GMT (zoneinfo applies the clock changes)."""
    day, clock, zone = stated.split(" ", 2)
    local = datetime.fromisoformat(f"{day} {clock}").replace(tzinfo=ZoneInfo(ZONES[zone]))
    return local.astimezone(GMT)


def book_rows(kit: Kit) -> list:
    return [r for r in kit.sheets.open(BOOK).rows("Book!A1:I40") if str(r["ID"]).startswith("E-")]


def notices(day: int) -> dict:
    return {**NOTICES, **{k: v for d, revised in REVISED_NOTICES.items() if d <= day for k, v in revised.items()}}


def lifts(kit: Kit, day: int) -> dict:
    """ID -> (row number, slug, lift in GMT) on `day`: owners' early lifts beat the book."""
    early = {k: datetime.fromisoformat(v).replace(tzinfo=GMT) for d, m in OWNER_LIFTS.items() if d <= day
             for k, v in m.items()}
    out = {}
    for r in book_rows(kit):
        stated = str(r["Lift as stated"])
        when = lift(notices(day)[r["ID"]] if stated.startswith("see notices/") else stated)
        out[r["ID"]] = (r.number, r["Slug"], early.get(r["ID"], when))
    return out


def fill(kit: Kit, day: int, now: datetime) -> dict:
    """Write Lift (GMT), Status and Desk note for every row; the lifts."""
    table = lifts(kit, day)
    breaks = {i for d, i in BREAKS.items() if d <= day}
    cells = []
    for item, (_, _, when) in table.items():
        status = "Lifted" if when <= now else "Embargoed"
        note = "co-party published early; owner has not lifted" if item in breaks and status != "Lifted" else ""
        cells.append([when.strftime("%Y-%m-%d %H:%M"), status, note])
    numbers = [n for n, _, _ in table.values()]
    kit.sheets.open(BOOK).update(f"Book!G{min(numbers)}:I{max(numbers)}", cells)
    return table


def flash(kit: Kit, table: dict, ids) -> None:
    for item in ids:
        slug, when = table[item][1], table[item][2]
        kit.mail.send(kit.mail.compose(SUBSCRIBERS, f"LIFTED: {item} {slug}",
                                       f"LIFTED {when:%H:%M} GMT {when:%d %b %Y}: {item} {slug} is free to run.\n"))


def round_1(ctx):
    kit = Kit(ctx, name="Northgate embargo desk")
    fill(kit, 1, ctx.now.astimezone(GMT))
    return "Book filled for Monday"


def round_2(ctx):
    kit = Kit(ctx, name="Northgate embargo desk")
    table = fill(kit, 2, ctx.now.astimezone(GMT))
    flash(kit, table, OWNER_LIFTS[2])
    kit.mail.send(kit.mail.compose(CALLUM, f"{BREAKS[2]} broken by a co-party",
                                   f"Eastmoor University published the {table[BREAKS[2]][1]} release early. "
                                   f"{BREAKS[2]} stays embargoed until its owner, Clinical Horizons, lifts it.\n"))
    return "Book updated for Tuesday"


def round_3(ctx):
    kit = Kit(ctx, name="Northgate embargo desk")
    table = fill(kit, 3, ctx.now.astimezone(GMT))
    flash(kit, table, OWNER_LIFTS[3])
    return "Book updated for Wednesday"
