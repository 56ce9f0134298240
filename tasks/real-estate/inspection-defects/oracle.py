"""Reference solution of the 27 Alder Court inspection: the Sheets API for the job's snag list,
SMTP for the client summary and the listing agent's repair list (clawmark.oracle_kit).

Facts only a scan or photo shows are written as read: the codes, quantities and grades of
inspections/27-alder/field-sheet.pdf, T-07's regrade on inspections/27-alder/late-note.jpg, and
the electrician's T-03 and T-11 on the PDF attached to Ridgeline Electric's mail of day 2. The
cost guide, the sheet's regrades and the tags' locations are read from the world each day.
"""

from clawmark.oracle_kit import Kit

BOOK, SHEET = "Snag lists", "LHI-2503-07"
CLIENT = "Marcus Lee <marcus.lee@fastmail.example>"
BUYER_AGENT = "Sam Reyes <sreyes@northsoundrealty.example>"
LISTING_AGENT = "Jenna Ortiz <jortiz@cascadiahomes.example>"
FIELD_SHEET = {  # tag -> (code, qty, grade), field-sheet.pdf
    "T-01": ("PLMB-DRAIN-SLOW", 1, "M"), "T-02": ("ROOF-SHINGLE", 2, "M"), "T-03": ("ELEC-DOUBLE-TAP", 2, "S"),
    "T-04": ("CAB-DOOR", 3, "C"), "T-05": ("HVAC-FLUE", 1, "S"), "T-06": ("PAINT-PATCH", 2, "C"),
    "T-07": ("PLMB-TRAP-LEAK", 1, "M"), "T-08": ("DECK-BOARD", 4, "M"), "T-09": ("WH-TPR", 1, "S"),
    "T-10": ("SMOKE-ALARM", 2, "S"),
}
LATE_NOTE = {"T-07": "S"}  # late-note.jpg: "T-07 regrade to S"
ELECTRICIAN = {"T-03": ("ELEC-PANEL", 1, "S"), "T-11": ("ELEC-GFCI", 3, "S")}  # electrician-report.pdf
NEW_TAG_LOCATIONS = {"T-11": "Kitchen counter"}
DESCRIPTIONS = "cost-guide.csv"


def sources(day: int) -> dict:
    """Tag -> (code, qty, grade) from the field sheet, the late note and, from day 2, the electrician."""
    tags = {t: (c, q, LATE_NOTE.get(t, g)) for t, (c, q, g) in FIELD_SHEET.items()}
    return {**tags, **ELECTRICIAN} if day >= 2 else tags


def cost_guide(kit: Kit) -> dict:
    return {r["code"]: r for r in kit.fs.read_csv("cost-guide.csv")}


def snag_list(kit: Kit, day: int) -> list[dict]:
    """Every tag's row as the handbook makes it, with today's cost guide and the sheet's regrades."""
    book = kit.sheets.open(BOOK)
    on_sheet = {r["Tag"]: r for r in book.rows(f"{SHEET}!A1:H40")}
    guide = cost_guide(kit)
    rows = []
    for tag, (code, qty, grade) in sources(day).items():
        row = on_sheet.get(tag)
        notes = str(row["Notes"] or "") if row else ""
        if notes.startswith("Regraded ") and notes.rstrip().endswith("DW"):  # the inspector's regrade wins
            grade = notes.split()[1]
        rows.append({"tag": tag, "number": row.number if row else None,
                     "location": row["Location"] if row else NEW_TAG_LOCATIONS[tag], "code": code, "qty": qty,
                     "grade": grade, "estimate": int(guide[code]["unit_cost_usd"]) * qty,
                     "request": "Yes" if grade in ("S", "M") else "No", "notes": notes,
                     "defect": guide[code]["description"]})
    return rows


def record(kit: Kit, rows: list[dict]) -> None:
    book = kit.sheets.open(BOOK)
    for r in rows:
        values = [r["code"], r["qty"], r["grade"], r["estimate"], r["request"], r["notes"]]
        if r["number"]:
            book.update(f"{SHEET}!C{r['number']}:H{r['number']}", [values])
        else:
            book.append(f"{SHEET}!A1:H1", [[r["tag"], r["location"], *values]])


def send_summary(kit: Kit, rows: list[dict], updated: bool) -> int:
    asked = [r for r in rows if r["request"] == "Yes"]
    total = sum(r["estimate"] for r in asked)
    lines = [f"Dear Marcus,", "", f"{'Updated' if updated else 'The'} repair summary for 27 Alder Court "
             "(inspection LHI-2503-07):", ""]
    lines += [f"- {r['tag']} {r['location']}: {r['defect']} (grade {r['grade']}) - ${r['estimate']:,}" for r in asked]
    lines += ["", f"Repair-request total: ${total:,}", "", "Larkspur Home Inspections", ""]
    subject = f"{'Updated: ' if updated else ''}27 Alder Court inspection summary"
    kit.mail.send(kit.mail.compose(CLIENT, subject, "\n".join(lines), cc=BUYER_AGENT))
    return total


def round_1(ctx):
    kit = Kit(ctx, name="Larkspur coordinator")
    rows = snag_list(kit, 1)
    record(kit, rows)
    return f"Snag list made; summary total {send_summary(kit, rows, updated=False)}"


def round_2(ctx):
    kit = Kit(ctx, name="Larkspur coordinator")
    rows = snag_list(kit, 2)
    record(kit, rows)
    return f"Snag list updated; summary total {send_summary(kit, rows, updated=True)}"


def round_3(ctx):
    kit = Kit(ctx, name="Larkspur coordinator")
    asked = [r for r in snag_list(kit, 3) if r["request"] == "Yes"]
    lines = ["Dear Jenna,", "", "With our client's written consent, these are the items the buyer asks the sellers "
             "to repair at 27 Alder Court:", ""]
    lines += [f"- {r['tag']} {r['location']}: {r['defect']}" for r in asked]
    kit.mail.send(kit.mail.compose(LISTING_AGENT, "27 Alder Court - repair request items",
                                   "\n".join(lines + ["", "Larkspur Home Inspections", ""])))
    return "Repair list sent to the listing agent: " + ", ".join(r["tag"] for r in asked)
