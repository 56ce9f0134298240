"""Reference solution of the imaging-core booking desk (clawmark.oracle_kit): every morning it re-runs
the whole allocation from the sources as they are that day — the Requests tab (Sheets API), the
People, Training records and Labs databases (Notion API), the four instrument calendars (CalDAV) —
writes Status/Reason for every row and the Lab hours tab, makes the calendars match (one event per
Confirmed request, none for the others), blocks the instrument for an announced breakdown or
engineer visit, and mails each user whose decision is new or changed.

Facts only a scan shows are written as read:
- training/certificates/TC-*.pdf: the expiry of the certificates whose kb row has no Expires;
- memos/2026-02-27-director-memo-quotas.pdf: BAP's quota is 40 h; clinical-trial sessions are not
  counted against any quota.
"""

import re
from datetime import date, datetime, time
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit, page_title, value

LONDON = ZoneInfo("Europe/London")
BOOK = "Imaging core bookings"
RUTH = "Ruth Adeyemi <ruth.adeyemi@harbourside.example>"
CALENDARS = {"CONF-1": "CONF-1 Confocal", "2P-1": "2P-1 Two-photon", "LS-1": "LS-1 Light-sheet", "TEM-1": "TEM-1 TEM"}
SCANNED = {"TC-0412": date(2027, 2, 28), "TC-0398": date(2026, 3, 11), "TC-0420": date(2026, 12, 31),
           "TC-0431": date(2026, 3, 12), "TC-0405": date(2026, 10, 31)}  # as read on the scans
MEMO_QUOTA = {"BAP": 40}                                                    # as read on the memo
CLINICAL_EXEMPT = True                                                      # memo point 2
PRIORITY = lambda q: (not q["clinical"], q["id"])  # noqa: E731  clinical-trial requests first, then by ID


def at(day: str, hhmm: str) -> datetime:
    h, m = (int(x) for x in hhmm.split(":"))
    return datetime.combine(date.fromisoformat(day), time(h, m), tzinfo=LONDON)


def certificates(kit: Kit) -> dict[tuple[str, str], date]:
    out = {}
    for r in kit.kb.rows("Training records"):
        expires = value(r, "Expires")
        if expires is None:
            scan = re.search(r"TC-\d{4}", value(r, "Certificate") or "")
            expires = SCANNED.get(scan.group(0)) if scan else None
        if expires is not None:
            out[(value(r, "User ID"), value(r, "Instrument"))] = expires if isinstance(expires, date) else expires.date()
    return out


def quotas(kit: Kit) -> tuple[dict[str, float], dict[str, float]]:
    quota, used = {}, {}
    for r in kit.kb.rows("Labs"):
        lab = page_title(r)
        quota[lab] = MEMO_QUOTA.get(lab, value(r, "Monthly quota h"))
        used[lab] = value(r, "Hours used March h")
    return quota, used


def calendar_state(kit: Kit) -> tuple[dict, list, list]:
    """(live R- events by request id, blocks, BK bookings) over the four calendars."""
    sessions, blocks, bookings = {}, [], []
    for ins, name in CALENDARS.items():
        for e in kit.calendar(name).events():
            c = e.icalendar_component
            if str(c.get("STATUS", "")).upper() == "CANCELLED":
                continue
            summary = str(c.get("SUMMARY", ""))
            span = (ins, c.decoded("DTSTART"), c.decoded("DTEND"))
            m = re.match(r"(R-\d{3})\b", summary)
            if m:
                sessions[m.group(1)] = (e, span)
            elif summary.startswith("BK-"):
                bookings.append(span)
            else:
                blocks.append(span)
    return sessions, blocks, bookings


def requests(book) -> list[dict]:
    out = []
    for r in book.rows("Requests!A1:N200"):
        if not r["Request ID"]:
            continue
        out.append({"row": r.number, "id": r["Request ID"], "lab": r["Lab"], "user": r["User ID"], "name": r["User"],
                    "ins": r["Instrument"], "day": r["Date"], "start": at(r["Date"], r["Start"]), "end": at(r["Date"], r["End"]),
                    "hours": float(r["Hours"]), "clinical": r["Sample"] == "Clinical trial", "supervised": r["Supervised"] == "Yes",
                    "was": (r.values.get("Status") or "", r.values.get("Reason") or "")})
    return out


def allocate(reqs, certs, quota, used, blocks, bookings):
    def overlaps(req, spans):
        return any(ins == req["ins"] and req["start"] < b and a < req["end"] for ins, a, b in spans)
    confirmed, counted = [], {lab: 0.0 for lab in quota}
    order = sorted(reqs, key=PRIORITY)
    for q in order:
        exempt = CLINICAL_EXEMPT and q["clinical"]
        valid = certs.get((q["user"], q["ins"]))
        if not q["supervised"] and (valid is None or valid < date.fromisoformat(q["day"])):
            q["now"] = ("Declined", "TRAINING")
        elif overlaps(q, blocks):
            q["now"] = ("Declined", "UNAVAILABLE")
        elif overlaps(q, bookings) or overlaps(q, confirmed):
            q["now"] = ("Waitlisted", "CLASH")
        elif not exempt and used[q["lab"]] + counted[q["lab"]] + q["hours"] > quota[q["lab"]]:
            q["now"] = ("Waitlisted", "QUOTA")
        else:
            q["now"] = ("Confirmed", "")
            confirmed.append((q["ins"], q["start"], q["end"]))
            if not exempt:
                counted[q["lab"]] += q["hours"]
    return counted


def block(kit: Kit, ins: str, uid: str, summary: str, start: datetime, end: datetime) -> None:
    kit.calendar(CALENDARS[ins]).create(uid, summary, start, end)


def run(ctx, day: int) -> str:
    kit = Kit(ctx, name="Bioimaging Core bookings")
    if day == 2:  # Ruth's mail: 2P-1 out of service Wed 08:00 - Thu 20:00
        block(kit, "2P-1", "blocked-2p1-fault@oracle.example", "BLOCKED 2P-1 laser fault",
              at("2026-03-11", "08:00"), at("2026-03-12", "20:00"))
    if day == 3:  # Zenon's mail: TEM-1 engineer Thu 09:00-13:00; confirm to the real vendor only
        block(kit, "TEM-1", "blocked-tem1-visit@oracle.example", "BLOCKED TEM-1 engineer visit",
              at("2026-03-12", "09:00"), at("2026-03-12", "13:00"))
        visit = kit.mail.find("<tem1-visit@zenon-micro.example>")
        kit.mail.send(kit.mail.reply(visit, "Dear Mr Carver,\n\nThursday 12 March 09:00-13:00 is confirmed; TEM-1 is blocked for "
                                            "the visit. Reception will sign your engineer in.\n\nBioimaging Core bookings\n"))
    book = kit.sheets.open(BOOK)
    reqs = requests(book)
    quota, used = quotas(kit)
    sessions, blocks, bookings = calendar_state(kit)
    counted = allocate(reqs, certificates(kit), quota, used, blocks, bookings)
    top = max(q["row"] for q in reqs)
    by_row = {q["row"]: q["now"] for q in reqs}
    book.update(f"Requests!M2:N{top}", [list(by_row.get(n, ("", ""))) for n in range(2, top + 1)])
    labs = sorted(quota, key=lambda lab: ["BAP", "FAI", "KOV", "MEN", "OHA", "SAN"].index(lab))
    book.update("'Lab hours'!B2:C7", [[counted[lab], quota[lab] - used[lab] - counted[lab]] for lab in labs])
    for q in reqs:  # calendars follow the run
        live = sessions.get(q["id"])
        if q["now"][0] == "Confirmed":
            if live is None or live[1][1:] != (q["start"], q["end"]):
                if live is not None:
                    kit.calendar(CALENDARS[q["ins"]]).cancel(live[0])
                kit.calendar(CALENDARS[q["ins"]]).create(f"{q['id'].lower()}-d{day}@oracle.example",
                                                         f"{q['id']} {q['name']} ({q['lab']})", q["start"], q["end"])
        elif live is not None:
            kit.calendar(CALENDARS[q["ins"]]).cancel(live[0])
    people = {value(p, "User ID"): (page_title(p), value(p, "Email")) for p in kit.kb.rows("People")}
    tell = {}
    for q in reqs:
        if q["now"] != q["was"]:
            tell.setdefault(q["user"], []).append(q)
    for user, qs in sorted(tell.items()):
        name, address = people[user]
        lines = "".join(f"- {q['id']} ({q['ins']}, {q['start']:%a %d %b %H:%M}-{q['end']:%H:%M}): {q['now'][0]}"
                        + (f" ({q['now'][1]})" if q["now"][1] else "") + "\n" for q in qs)
        kit.mail.send(kit.mail.compose(f"{name} <{address}>", "Your imaging core booking requests",
                                       f"Dear {name.split()[0]},\n\nthe booking desk's decision on your requests:\n{lines}\nBioimaging Core bookings\n"))
    confirmed = [q for q in reqs if q["now"][0] == "Confirmed"]
    if day == 5:
        hours = sum(q["hours"] for q in confirmed)
        kit.mail.send(kit.mail.compose(RUTH, "Bookings summary, week of 9 March",
                                       f"Hi Ruth,\n\nafter today's run: {len(confirmed)} sessions confirmed, {hours:g} hours in total.\n\nBookings desk\n"))
    return f"Day {day}: {len(confirmed)} confirmed of {len(reqs)}; mailed {len(tell)} user(s)."


def round_1(ctx):
    return run(ctx, 1)


def round_2(ctx):
    return run(ctx, 2)


def round_3(ctx):
    return run(ctx, 3)


def round_4(ctx):
    return run(ctx, 4)


def round_5(ctx):
    return run(ctx, 5)
