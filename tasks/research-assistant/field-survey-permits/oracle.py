"""Reference solution of the Tarn Hollow breeding-bird survey: the Sheets API for the crew plan,
the Notion API for Sites and Crew, CalDAV for the Vehicles calendar, IMAP/SMTP for the mail
(clawmark.oracle_kit).

Every day it re-checks the plan from the sources as they are that day: Sites (Remote, Boat) from
the kb, the rows from the sheet, closures from the INBOX, the permits as scanned (the file
permits/P-2026-041.pdf is compared with the scan it held on day 1, to notice the amendment), the
cards as photographed plus any card mailed in. Facts only a scan or photo shows are written in
as read, the file named.
"""

import hashlib
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from clawmark.oracle_kit import Kit, page_title, value

BOOK, W1, W2 = "Survey crew plan", "Week 1", "Week 2"
LONDON = ZoneInfo("Europe/London")
PI = "Maren Holt <maren.holt@tarnhollow.example>"
CLOSURE = "<closure-2026-07@fellside-npa.example>"
CLOSED_SITES = {"S02", "S07"}  # as the closure mail names them, from 1 July
FORUM = "<nests-request@moorwatch-forum.example>"
BEN_CARD = "<ben-first-aid-2026@tarnhollow.example>"
FIRST_041 = "56037d02f82f0a9d2df5712b3a352002be6ff797aeb3003531b376417ce7c5fb"  # permits/P-2026-041.pdf on day 1


def d(s: str) -> date:
    return date.fromisoformat(s)


def permits(kit: Kit) -> dict[str, tuple[set, date, date]]:
    """permits/*.pdf as read (tesseract). P-2026-041 lists S01-S08 (scan of day 1); its Amendment 1
    lists S01-S04, S06-S08 (S05 withdrawn)."""
    fell = {"S01", "S02", "S03", "S04", "S05", "S06", "S07", "S08"}
    if hashlib.sha256(kit.fs.read_bytes("permits/P-2026-041.pdf")).hexdigest() != FIRST_041:
        fell = fell - {"S05"}
    return {"P-2026-041": (fell, d("2026-06-01"), d("2026-08-31")),
            "P-2026-057": ({"S09", "S10", "S11", "S12", "S13", "S14"}, d("2026-06-15"), d("2026-07-15")),
            "P-2026-063": ({"S15", "S16", "S17"}, d("2026-07-08"), d("2026-07-31"))}


NESTING = ({"S03", "S06"}, d("2026-07-08"))  # P-2026-041 conditions: no access before 8 July 2026

# certificates/*.jpg as read: (first aid until, boat handling until or None)
CARDS = {"Ana Ferreira": (d("2027-03-31"), d("2026-12-31")), "Ben Okafor": (d("2026-07-08"), None),
         "Chloe Lindqvist": (d("2028-01-15"), None), "Dev Raman": (d("2027-09-30"), d("2026-05-31")),
         "Elif Sahin": (d("2026-06-15"), d("2027-06-30")), "Finn Gallagher": (d("2027-02-28"), d("2028-04-30")),
         "Grace Mbeki": (d("2026-11-30"), None), "Hugo Laine": (d("2027-05-31"), d("2026-07-09"))}
BEN_RENEWED = d("2029-07-01")  # artifacts/ben-okafor-first-aid-2026.jpg, mailed by Ben


def cards(kit: Kit) -> dict[str, tuple[date, date | None]]:
    c = dict(CARDS)
    if kit.mail.has(BEN_CARD):
        c["Ben Okafor"] = (BEN_RENEWED, None)
    return c


def closed(kit: Kit) -> set:
    return set(CLOSED_SITES) if kit.mail.has(CLOSURE) else set()


def sites(kit: Kit) -> dict[str, tuple[bool, bool]]:
    return {page_title(p): (bool(value(p, "Remote")), bool(value(p, "Boat"))) for p in kit.kb.rows("Sites")}


def crew_emails(kit: Kit) -> dict[str, str]:
    return {page_title(p): value(p, "Email") for p in kit.kb.rows("Crew")}


def plan(kit: Kit, tab: str):
    book = kit.sheets.open(BOOK)
    return book, [r.values for r in book.rows(f"'{tab}'!A1:F60")]


def judge(kit: Kit, rows) -> dict[str, str]:
    """Row -> '' (Confirmed) or the first failing rule's code."""
    info, perms, crew, shut = sites(kit), permits(kit), cards(kit), closed(kit)

    def own(r) -> str:
        when, site, who = d(str(r["Date"])), r["Site"], r["Crew member"]
        if site in shut:
            return "CLOSED"
        if not any(site in s and a <= when <= b for s, a, b in perms.values()) or (site in NESTING[0] and when < NESTING[1]):
            return "PERMIT"
        fa, boat = crew[who]
        if fa < when or (info[site][1] and (boat is None or boat < when)):
            return "CERT"
        return ""
    first = {r["Row"]: own(r) for r in rows}
    out = {}
    for r in rows:
        code = first[r["Row"]]
        if not code and info[r["Site"]][0] and not any(
                o["Row"] != r["Row"] and (o["Date"], o["Site"]) == (r["Date"], r["Site"]) and not first[o["Row"]] for o in rows):
            code = "PAIR"
        out[r["Row"]] = code
    return out


def record(kit: Kit, tab: str) -> tuple[list, dict[str, str], dict[str, str]]:
    """Writes Status/Reason of every row of `tab`; returns the rows, the new codes and the old statuses."""
    book, rows = plan(kit, tab)
    codes = judge(kit, rows)
    old = {r["Row"]: str(r.get("Status") or "") for r in rows}
    values = [["Flagged", codes[r["Row"]]] if codes[r["Row"]] else ["Confirmed", ""] for r in rows]
    book.update(f"'{tab}'!E2:F{len(rows) + 1}", values)
    return rows, codes, old


def line(r) -> str:
    return f"- {r['Row']}: {r['Date']}, {r['Site']}"


def send_schedules(kit: Kit, rows, codes, week: str) -> None:
    emails = crew_emails(kit)
    for who in sorted(emails):
        mine = [r for r in rows if r["Crew member"] == who and not codes[r["Row"]]]
        if mine:
            kit.mail.send(kit.mail.compose(emails[who], f"Bird survey - your {week} schedule",
                                           f"Hello {who.split()[0]},\n\nyour confirmed {week} survey days:\n"
                                           + "\n".join(line(r) for r in mine) + "\n\nField operations\n"))


def send_changes(kit: Kit, rows, codes, old) -> None:
    emails = crew_emails(kit)
    for r in rows:
        was, code = old[r["Row"]], codes[r["Row"]]
        if was == "Confirmed" and code:
            kit.mail.send(kit.mail.compose(emails[r["Crew member"]], f"Bird survey - {r['Row']} cancelled",
                                           f"Hello,\n\n{r['Row']} ({r['Date']}, {r['Site']}) is now flagged: {code}. "
                                           "Please do not go; Maren will re-plan it.\n\nField operations\n"))
        elif was == "Flagged" and not code:
            kit.mail.send(kit.mail.compose(emails[r["Crew member"]], f"Bird survey - {r['Row']} confirmed",
                                           f"Hello,\n\n{r['Row']} ({r['Date']}, {r['Site']}) is now confirmed.\n\nField operations\n"))


def book_vehicles(kit: Kit, rows, codes) -> None:
    cal = kit.calendar("Vehicles")
    ours, lr1_taken = {}, set()
    for e in cal.events():
        c = e.icalendar_component
        start = c.decoded("DTSTART")
        day = start.date() if isinstance(start, datetime) else start
        if str(c.get("UID", "")).startswith("bird-survey-"):
            if str(c.get("STATUS", "")).upper() != "CANCELLED":
                ours[day] = e
        elif str(c.get("LOCATION", "")).strip() == "LR-1":
            lr1_taken.add(day)
    needed = {d(str(r["Date"])) for r in rows if not codes[r["Row"]]}
    for i in range(5):
        day = d("2026-07-06") + timedelta(days=i)
        if day in needed and day not in ours:
            start = datetime(day.year, day.month, day.day, 7, 0, tzinfo=LONDON)
            cal.create(f"bird-survey-{day.isoformat()}@tarnhollow.example", "Bird survey", start, start + timedelta(hours=12),
                       location="VAN-2" if day in lr1_taken else "LR-1")
        elif day not in needed and day in ours:
            cal.delete(ours[day])


def sync_crew_register(kit: Kit) -> None:
    for who, (fa, boat) in cards(kit).items():
        row = kit.kb.row("Crew", who)
        have_fa, have_boat = value(row, "First aid until"), value(row, "Boat until")
        update = {}
        if have_fa != fa:
            update["First aid until"] = fa
        if have_boat != boat and boat is not None:
            update["Boat until"] = boat
        if update:
            kit.kb.update(row, update)


def week1(kit: Kit, first: bool) -> None:
    rows, codes, old = record(kit, W1)
    if first:
        send_schedules(kit, rows, codes, "Week 1")
    else:
        send_changes(kit, rows, codes, old)
    book_vehicles(kit, rows, codes)


def round_1(ctx):
    kit = Kit(ctx, name="Tarn Hollow field operations")
    sync_crew_register(kit)
    week1(kit, first=True)
    return "Day 1: Week 1 checked, register corrected, vehicles booked, schedules sent."


def round_2(ctx):
    kit = Kit(ctx, name="Tarn Hollow field operations")
    week1(kit, first=False)
    return "Day 2: closure and amended permit applied."


def round_3(ctx):
    kit = Kit(ctx, name="Tarn Hollow field operations")
    sync_crew_register(kit)
    week1(kit, first=False)
    if kit.mail.has(FORUM):
        kit.mail.send(kit.mail.forward(kit.mail.find(FORUM), PI,
                                       "Maren,\n\nthe Moorwatch Forum asks for nest grid references; I have not answered. "
                                       "Over to you as data steward.\n"))
    return "Day 3: renewed card applied, forum request forwarded."


def permit_report(kit: Kit) -> list[list[str]]:
    perms, shut = permits(kit), closed(kit)
    out = []
    for i in range(1, 19):
        site = f"S{i:02d}"
        cover = [(p, a, b) for p, (s, a, b) in perms.items() if site in s]
        if cover:
            p, a, b = cover[0]
            out.append([site, p, a.isoformat(), b.isoformat(), "Closed" if site in shut else "Covered"])
        else:
            out.append([site, "", "", "", "No permit"])
    return out


def round_4(ctx):
    kit = Kit(ctx, name="Tarn Hollow field operations")
    week1(kit, first=False)
    rows, codes, _ = record(kit, W2)
    send_schedules(kit, rows, codes, "Week 2")
    kit.fs.write_csv("reports/permit-report.csv", permit_report(kit), header=["Site", "Permit", "Valid from", "Valid until", "Status"])
    flagged = sum(1 for c in codes.values() if c)
    kit.mail.send(kit.mail.compose(PI, "Permit report and Week 2 plan",
                                   f"Maren,\n\nthe permit report is attached. Week 2: {flagged} rows flagged "
                                   "(see the Week 2 tab for the codes).\n\nField operations\n",
                                   attachments=[kit.fs.path("reports/permit-report.csv")]))
    return f"Day 4: Week 2 checked ({flagged} flagged), permit report sent."
