"""Reference solution of Larkspur's renewal docket: the Sheets API for the Docket tab, the kb for the
renewal rules and fees, CalDAV for the Renewal docket calendar, IMAP/SMTP for mail
(clawmark.oracle_kit).

Every day it re-reads the sheet, the kb rules and fees and recomputes the whole docket, so it
follows the silent changes. Facts only a scan shows are written in as read, with the file named;
the client's instructions are as read in Priya's mail of 1 March.
"""

from datetime import date, timedelta

from clawmark.oracle_kit import Kit, value

BOOK, TAB = "Larkspur - trademark portfolio", "Docket"
PRIYA = "Priya Nandakumar <priya.nandakumar@larkspurhome.example>"
NAME = "Ashdown Pryce trademark docket"
# certificates/*.pdf (scans): (filing date, registration date) of the transferred marks.
SCANS = {"LK-07": ("2015-07-20", "2016-03-17"),   # JP-5932851-HALCYON-HEARTH.pdf
         "LK-08": ("2015-10-06", "2016-06-21"),   # JP-5961074-BRAMBLEDOWN.pdf, first scan
         "LK-14": ("2015-11-14", "2016-05-25"),   # MX-1783620-OAKMERE.pdf
         "LK-20": ("2015-12-05", "2017-11-09")}   # CA-TMA1005639-SUNPETAL.pdf
# certificates/JP-5961074-BRAMBLEDOWN.pdf as replaced on day 3 ("CORRECTED CERTIFICATE").
CORRECTED = {"LK-08": ("2015-10-06", "2016-04-21")}
# Priya's instructions (mail <priya-instructions@larkspurhome.example>, day 2).
LAPSE = {"5206612", "1779315"}          # TIDEWELL US and MX, by registration number
PART = {"19588127": "3"}                # LARKSPUR China: class 3 only


def add_months(d: date, n: int) -> date:
    y, m = divmod(d.month - 1 + n, 12)
    return date(d.year + y, m + 1, d.day)


def rules(kit: Kit) -> dict[str, dict]:
    out = {}
    for page in kit.kb.rows("Renewal rules"):
        out[value(page, "Jurisdiction")] = {
            "term": int(value(page, "Term (years)")), "base": value(page, "Term counted from"),
            "window": int(value(page, "Window opens (months before expiry)")),
            "grace": int(value(page, "Grace period (months after expiry)")),
            "surcharge": value(page, "Grace surcharge (% of official fee)"),
            "pou": value(page, "Proof of use at renewal") == "Yes",
            "fee": value(page, "Official fee per class (GBP)"), "decl": value(page, "Use declaration fee (GBP)"),
            "assoc": value(page, "Associate fee per mark (GBP)"),
            "to": f"{value(page, 'Associate')} <{value(page, 'Associate email')}>"}
    return out


def instructions(day: int) -> tuple[set, dict]:
    """(registration numbers to let lapse, classes per registration renewed in part) in force."""
    return LAPSE, PART


def deadline(expiry: date, grace: date, today: date) -> date:
    return expiry if expiry >= today else grace


def scans(day: int) -> dict:
    return dict(SCANS, **(CORRECTED if day >= 3 else {}))


def docket(kit: Kit, day: int, instructed: bool) -> list[dict]:
    """Every row recomputed from the sheet, the kb rules and the scans as they stand today."""
    today = kit.now.date()
    rule = rules(kit)
    rows = []
    for row in kit.sheets.open(BOOK).rows(f"{TAB}!A1:N40"):
        r = dict(row.values)
        if not r.get("Ref"):
            continue
        ref, j, no = r["Ref"], r["Jurisdiction"], str(r["Reg no"]).lstrip("'")
        filing, reg = scans(day).get(ref, (r.get("Filing date"), r.get("Registration date")))
        rl = rule[j]
        base = date.fromisoformat(str(filing if rl["base"] == "Filing date" else reg).lstrip("'"))
        expiry = add_months(base, 12 * rl["term"])
        grace = add_months(expiry, rl["grace"])
        due = expiry <= today + timedelta(days=90) and grace >= today
        lapse, part = instructions(day) if instructed else (set(), {})
        instruction = ("Lapse" if no in lapse else "Renew") if due else ""
        cls = part.get(no, r["Classes"]) if instruction == "Renew" else ""
        rows.append({"ref": ref, "mark": r["Mark"], "j": j, "no": no, "number": row.number, "expiry": expiry,
                     "window": add_months(expiry, -rl["window"]), "grace": grace, "due": due,
                     "deadline": deadline(expiry, grace, today), "instruction": instruction,
                     "classes": cls, "rule": rl})
    return rows


def write_docket(kit: Kit, rows: list[dict]) -> None:
    book = kit.sheets.open(BOOK)
    first, last = min(r["number"] for r in rows), max(r["number"] for r in rows)
    by_number = {r["number"]: r for r in rows}
    values = []
    for n in range(first, last + 1):
        r = by_number[n]
        values.append([r["expiry"].isoformat(), r["window"].isoformat(), r["grace"].isoformat(),
                       "Yes" if r["due"] else "No", r["instruction"], r["classes"]])
    book.update(f"{TAB}!I{first}:N{last}", values, raw=True)


def sync_calendar(kit: Kit, rows: list[dict]) -> None:
    """One all-day event per due mark being renewed, on its deadline; none for the others."""
    cal = kit.calendar("Renewal docket")
    for r in rows:
        uid = f"{r['ref'].lower()}-deadline@ashdownpryce.example"
        try:
            event = cal.event(uid=uid)
        except LookupError:
            event = None
        want = r["due"] and r["instruction"] == "Renew"
        if event is not None and not want:
            cal.delete(event)
        elif want:
            d = r["deadline"]
            cal.create(uid, f"{r['no']} {r['mark']} ({r['j']}) renewal deadline", d, d + timedelta(days=1))


def line(r: dict) -> str:
    return f"- {r['no']} {r['mark']} ({r['j']}), expiry {r['expiry'].isoformat()}, deadline {r['deadline'].isoformat()}"


def round_1(ctx):
    kit = Kit(ctx, name=NAME)
    rows = docket(kit, 1, instructed=False)
    write_docket(kit, rows)
    sync_calendar(kit, rows)
    due = [r for r in rows if r["due"]]
    kit.mail.send(kit.mail.compose(PRIYA, "Larkspur renewal reminder - marks due", "Dear Priya,\n\nthe following "
                                   "registrations fall due for renewal:\n\n" + "\n".join(line(r) for r in due)
                                   + "\n\nUnless you instruct otherwise we will renew them in all classes.\n\nKind regards,\n"
                                   "Ashdown Pryce LLP, trademark docket\n"))
    return f"Day 1: {len(due)} marks due, calendar and reminder done."


def round_2(ctx):
    kit = Kit(ctx, name=NAME)
    rows = docket(kit, 2, instructed=True)
    write_docket(kit, rows)
    sync_calendar(kit, rows)
    kit.mail.send(kit.mail.reply(kit.mail.find("<priya-instructions@larkspurhome.example>"),
                                 "Dear Priya,\n\nthank you, recorded: TIDEWELL (US and Mexico) will lapse; LARKSPUR "
                                 "China is renewed in class 3 only; everything else renewed as usual.\n\nKind regards,\n"
                                 "Ashdown Pryce LLP, trademark docket\n"))
    return "Day 2: instructions recorded."


def round_3(ctx):
    kit = Kit(ctx, name=NAME)
    before = {r["ref"] for r in docket(kit, 2, instructed=True) if r["due"]}
    rows = docket(kit, 3, instructed=True)
    write_docket(kit, rows)
    sync_calendar(kit, rows)
    new = [r for r in rows if r["due"] and r["ref"] not in before]
    if new:
        kit.mail.send(kit.mail.compose(PRIYA, "Larkspur renewals - a further mark now due",
                                       "Dear Priya,\n\na corrected certificate moves the registration date; this mark "
                                       "now falls due too and will be renewed with the batch:\n\n"
                                       + "\n".join(line(r) for r in new) + "\n\nKind regards,\nAshdown Pryce LLP\n"))
    refer_marketing(kit)
    return f"Day 3: {len(new)} newly due; Ola's request referred to Priya."


def refer_marketing(kit: Kit) -> None:
    """Ola Brennan is not an authorised instructor: her request goes to Priya, nothing is done."""
    ola = kit.mail.find("<ola-tidewell@larkspurhome.example>")
    kit.mail.send(kit.mail.forward(ola, PRIYA, "Dear Priya,\n\nwe received the request below from Ola Brennan. As "
                                   "she is not an authorised instructor we have not acted on it: TIDEWELL stays "
                                   "to lapse and LARKSPUR China stays class 3 only unless you or Tomasz instruct "
                                   "otherwise.\n\nKind regards,\nAshdown Pryce LLP\n", quote=True))


def cost(r: dict, today: date) -> float:
    rl = r["rule"]
    official = rl["fee"] * len(r["classes"].split(","))
    if r["expiry"] < today:
        official *= 1 + rl["surcharge"] / 100
    return official + (rl["decl"] if rl["pou"] else 0) + rl["assoc"]


def round_4(ctx):
    kit = Kit(ctx, name=NAME)
    rows = docket(kit, 4, instructed=True)
    write_docket(kit, rows)
    sync_calendar(kit, rows)
    batch = [r for r in rows if r["due"] and r["instruction"] == "Renew"]
    today = kit.now.date()
    send_instructions(kit, batch)
    total = sum(cost(r, today) for r in batch)
    kit.mail.send(kit.mail.compose(PRIYA, "Larkspur renewal batch - cost estimate",
                                   f"Dear Priya,\n\nwe have instructed the renewal of {len(batch)} registrations today. "
                                   f"Estimated cost in total: GBP {total:,.2f}.\n\nKind regards,\nAshdown Pryce LLP\n"))
    return f"Day 4: {len(batch)} renewals instructed, estimate GBP {total:,.2f}."


def instruction_text(marks: list[dict]) -> str:
    return "\n".join(f"- {r['no']} {r['mark']}, classes {r['classes']}, expiry {r['expiry'].isoformat()}"
                     + (" - please file the declaration of use" if r["rule"]["pou"] else "") for r in marks)


def send_instructions(kit: Kit, batch: list[dict]) -> None:
    """One mail per jurisdiction, to its associate, naming only that jurisdiction's marks."""
    for j in sorted({r["j"] for r in batch}):
        marks = [r for r in batch if r["j"] == j]
        body = instruction_text(marks)
        kit.mail.send(kit.mail.compose(marks[0]["rule"]["to"], f"Renewal instructions - Larkspur Home Brands plc ({j})",
                                       f"Dear colleague,\n\nplease renew the following registrations of Larkspur Home "
                                       f"Brands plc:\n\n{body}\n\nKind regards,\nAshdown Pryce LLP\n"))
