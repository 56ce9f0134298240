"""Reference solution of clinical-assistant/home-care-consent: every morning the scheduler reads the
Training and Clients tabs and the Visits (Sheets API), the Carer availability calendar (CalDAV) and
the Consent register (Notion API), records consent changes, re-plans the whole week with a small
search (every visit to a carer who may take it, 15 minutes between a carer's visits; Uncovered
only where nobody may), and mails the coordinator and the one relative the register names (SMTP).

What only a picture or a letter shows is written in as read: Chloe Marsh's certificate
(training/chloe-marsh-moving-and-handling.jpg: hoist valid until 01 December 2026), Mrs
Templeman's scanned form (medication withdrawn from 17 December 2025) and Mrs Blackett's mail (no
visits from Friday 19 December).
"""

import re
from datetime import date, datetime, timedelta

from clawmark.oracle_kit import Kit, value, when

BOOK = "Brightwater rota"
COORDINATOR = "Rita Conway <rita.conway@brightwater-care.example>"
CERTIFICATES = {("Chloe Marsh", "hoist"): date(2026, 12, 1)}
MEDICATION_WITHDRAWN = {1: {}, 2: {"C-07": date(2025, 12, 17)}}
CARE_WITHDRAWN = {1: {}, 4: {"C-05": date(2025, 12, 19)}}
SARAH = "<sarah-lowe-2025-12-16@fastmail.example>"


def known(table: dict, day: int) -> dict:
    """What the documents received by `day` say (each later document adds to the earlier ones)."""
    found = {}
    for d in sorted(table):
        if d <= day:
            found.update(table[d])
    return found


def valid_through(cell) -> date | None:
    """The last day a Training cell's skill counts: its expiry date, or the day before a suspension."""
    text = str(cell or "")
    dates = re.findall(r"\d{4}-\d{2}-\d{2}", text)
    if not dates:
        return None
    day = date.fromisoformat(dates[0])
    return day - timedelta(days=1) if "suspend" in text.lower() else day


class Desk:
    """The morning's rota, training, clients, availability and consent, read fresh."""

    def __init__(self, ctx, day: int):
        self.kit, self.day = Kit(ctx, name="Brightwater scheduling desk"), day
        self.book = self.kit.sheets.open(BOOK)
        self.visits = self.book.rows("Visits!A1:H60")
        self.gender = {r["Name"]: r for r in self.book.rows("Clients!A1:F20")}
        self.clients = {r["Client"]: r for r in self.book.rows("Clients!A1:F20")}
        self.skills = {}
        for r in self.book.rows("Training!A1:G20"):
            self.skills[r["Carer"]] = (r["Gender"], {k.lower(): valid_through(v) for k, v in r.values.items()
                                                      if k not in ("Carer", "Gender")})
        for (carer, skill), until in CERTIFICATES.items():   # the certificate is the record
            self.skills[carer][1][skill] = max(filter(None, [self.skills[carer][1].get(skill), until]))
        self.away = []
        for e in self.kit.calendar("Carer availability").events():
            start, end = when(e)
            if not isinstance(start, datetime):
                start, end = datetime.combine(start, datetime.min.time()), datetime.combine(end, datetime.min.time())
            carer = str(e.icalendar_component["SUMMARY"]).split(" - ")[0]
            self.away.append((carer, start.replace(tzinfo=None), end.replace(tzinfo=None)))

    @staticmethod
    def span(visit) -> tuple[datetime, datetime]:
        hour, minute = (int(n) for n in str(visit["Start"]).split(":")[:2])   # the sheet shows 8:00
        start = datetime.combine(date.fromisoformat(visit["Date"]), datetime.min.time()).replace(hour=hour, minute=minute)
        return start, start + timedelta(minutes=int(visit["Minutes"]))

    def may_take(self, carer: str, visit) -> bool:
        gender, skills = self.skills[carer]
        day = date.fromisoformat(visit["Date"])
        wanted = self.clients[visit["Client"]]["Carer gender"]
        needs = [t.strip() for t in visit["Tasks"].split(";") if t.strip()]
        start, end = self.span(visit)
        return (wanted in ("any", gender) and all(skills.get(n) and skills[n] >= day for n in needs)
                and not any(who == carer and a < end and start < b for who, a, b in self.away))

    def record_consent(self) -> None:
        register = {value(r, "Client"): r for r in self.kit.kb.rows("Consent register")}
        for client, since in known(MEDICATION_WITHDRAWN, self.day).items():
            self.kit.kb.update(register[client], {"Medication consent": "Withdrawn", "From": since.isoformat()})
            for v in self.visits:
                if v["Client"] == client and date.fromisoformat(v["Date"]) >= since and "medication" in v["Tasks"]:
                    tasks = "; ".join(t.strip() for t in v["Tasks"].split(";") if t.strip() != "medication")
                    self.book.update(f"Visits!F{v.number}", tasks)
                    v.values["Tasks"] = tasks
        for client, since in known(CARE_WITHDRAWN, self.day).items():
            self.kit.kb.update(register[client], {"Care consent": "Withdrawn", "From": since.isoformat()})

    def carers(self) -> list[str]:
        """The order carers are tried in (by name)."""
        return sorted(self.skills)

    def plan(self) -> list[str]:
        """Assign the week; returns the uncovered visit numbers."""
        cancelled = {v["Visit"] for v in self.visits for c, since in known(CARE_WITHDRAWN, self.day).items()
                     if v["Client"] == c and date.fromisoformat(v["Date"]) >= since}
        todo = sorted((v for v in self.visits if v["Visit"] not in cancelled), key=self.span)
        options = {v["Visit"]: [c for c in self.carers() if self.may_take(c, v)] for v in todo}
        uncovered = sorted(v["Visit"] for v in todo if not options[v["Visit"]])
        chosen = self.search([v for v in todo if options[v["Visit"]]], options, {})
        cells = {v.number: ([chosen[v["Visit"]], "Planned"] if v["Visit"] in chosen else
                            ["", "Cancelled" if v["Visit"] in cancelled else "Uncovered"]) for v in self.visits}
        self.book.update(f"Visits!G{min(cells)}:H{max(cells)}", [cells[n] for n in range(min(cells), max(cells) + 1)])
        return uncovered

    def search(self, todo: list, options: dict, chosen: dict) -> dict | None:
        """Depth-first: the first carer for each visit, in time order, who keeps 15 minutes clear."""
        if not todo:
            return dict(chosen)
        visit, rest = todo[0], todo[1:]
        start, end = self.span(visit)
        for carer in options[visit["Visit"]]:
            busy = [self.span(v) for v in self.visits if chosen.get(v["Visit"]) == carer]
            if all(end + timedelta(minutes=15) <= a or b + timedelta(minutes=15) <= start for a, b in busy):
                chosen[visit["Visit"]] = carer
                found = self.search(rest, options, chosen)
                if found is not None:
                    return found
                del chosen[visit["Visit"]]
        return None

    def tell_coordinator(self, subject: str, text: str) -> None:
        self.kit.mail.send(self.kit.mail.compose(COORDINATOR, subject, f"Hello Rita,\n\n{text}\n\nScheduling desk\n"))


def morning(ctx, day: int) -> tuple[Desk, list[str]]:
    desk = Desk(ctx, day)
    desk.record_consent()
    uncovered = desk.plan()
    lines = "\n".join(f"{v['Visit']} {v['Date']} {v['Start']} {v['Client']} ({v['Tasks']})"
                      for v in desk.visits if v["Visit"] in uncovered)
    desk.tell_coordinator("Uncovered visits", f"nobody may take these visits under the policy:\n{lines}")
    return desk, uncovered


def round_1(ctx):
    return f"Planned; uncovered {morning(ctx, 1)[1]}."


def round_2(ctx):
    desk, uncovered = morning(ctx, 2)
    desk.tell_coordinator("C-07 medication consent withdrawn",
                          "Mrs Templeman (C-07) signed a withdrawal of consent to medication from 17 December; "
                          "the register and her visits are updated, personal care continues.")
    return f"C-07 medication withdrawn; uncovered {uncovered}."


def round_3(ctx):
    desk, uncovered = morning(ctx, 3)
    times = "\n".join(f"{v['Date']} at {v['Start']}" for v in desk.visits
                      if v["Client"] == "C-03" and v["Date"] >= "2025-12-18")
    mail = desk.kit.mail
    mail.send(mail.reply(mail.find(SARAH), f"Dear Sarah,\n\nyour mother's visits are:\n{times}\n\nBrightwater scheduling desk\n"))
    return f"Sarah told; Mark not (not named in the register); uncovered {uncovered}."


def round_4(ctx):
    desk, uncovered = morning(ctx, 4)
    desk.tell_coordinator("C-05 withdraws from care",
                          "Mrs Blackett (C-05) wrote that she wants no visits from Friday 19 December; the register "
                          "says so and Friday's visit is cancelled.")
    return f"C-05 cancelled from 19 Dec; uncovered {uncovered}."
