"""Reference solution of the CI-2025-041 conflict check: the Sheets API for the register and the
Hits log, the Notion API for the policy and the intake, SMTP for the reports (clawmark.oracle_kit).

Facts only a scan shows are written as read: the parties and company numbers on
intake/CI-2025-041-intake-form.pdf, Calder's PSC on intake/calder-companies-house-extract.pdf,
and Pellow Haulage's number and previous name on the extract attached to Oliver's mail of day 2.
Everything else (the register, the policy's routing) is read from the world each day.
"""

from clawmark.oracle_kit import Kit

INTAKE = "CI-2025-041"
GC, PARTNER, RISK = "gc@harrowpell.example", "oliver.brandt@harrowpell.example", "risk@harrowpell.example"
# (name, company number or None for a person, side): "client" = ours, "adverse" = against us.
DAY1_PARTIES = [("Norhaven Logistics Ltd", "11457032", "client"), ("Imogen Hale", None, "client"),
                ("Tomasz Wren", None, "client"), ("Calder Freight Systems Ltd", "08812346", "adverse"),
                ("Brightmoor Holdings plc", "02871144", "adverse")]  # Calder's PSC, 75 % or more
DAY2_PARTIES = DAY1_PARTIES + [("Pellow Haulage Ltd", "09335108", "adverse")]  # formerly Wren & Pellow Transport Ltd


def matches(name: str, number, register_name: str, register_number) -> bool:
    """Companies by registration number only; individuals by full name."""
    if number:
        return str(register_number or "").strip().lstrip("'") == number
    return not register_number and register_name.strip().lower() == name.lower()


def search(kit: Kit, parties: list) -> dict[str, tuple[str, str]]:
    """Matter -> (party as in the register, classification) by the Conflicts policy."""
    found = {}
    for m in kit.sheets.open("Matter register").rows("Matters"):
        open_matter = m["Status"] == "Open"
        for name, number, side in parties:
            if matches(name, number, m["Client"], m["Client co. no."]):
                conflict = open_matter and side == "adverse"  # a current client against us
                found[m["Matter"]] = (m["Client"], "Conflict" if conflict else "Cleared")
            elif matches(name, number, m["Adverse party"], m["Adverse co. no."]):
                conflict = open_matter and side == "client" and number is not None  # we act against the prospective client
                found[m["Matter"]] = (m["Adverse party"], "Conflict" if conflict else "Cleared")
    return found


def log_hits(kit: Kit, found: dict) -> None:
    """One Hits row per matter for the intake: corrected in place, new ones appended."""
    sheet = kit.sheets.open("Conflict searches")
    rows = {r["Matter"]: r.number for r in sheet.rows("Hits") if r["Intake"] == INTAKE}
    new = []
    for matter, (party, classification) in sorted(found.items()):
        if matter in rows:
            sheet.update(f"Hits!A{rows[matter]}:D{rows[matter]}", [[INTAKE, matter, party, classification]])
        else:
            new.append([INTAKE, matter, party, classification])
    if new:
        sheet.append("Hits!A1:D1", new)


def report(kit: Kit, found: dict, to: list, subject: str) -> str:
    conflicts = sorted(m for m, (_, c) in found.items() if c == "Conflict")
    status = "Conflict" if conflicts else "Cleared"
    kit.kb.update(kit.kb.row("Intakes", INTAKE), {"Status": status})
    lines = [f"{INTAKE} (Norhaven Logistics Ltd): {status}.", "", "Hits:"]
    lines += [f"- {m}: {party} - {c}" for m, (party, c) in sorted(found.items())]
    kit.mail.send(kit.mail.compose(to, subject, "\n".join(lines + ["", "Conflicts desk", ""]), cc=PARTNER))
    return f"{status}: {', '.join(conflicts)}"


def routing(kit: Kit) -> list:
    """The report's To: the GC, and the Risk Committee when the policy page says so."""
    text = "\n".join(kit.kb.text(kit.kb.page("Conflicts policy")))
    return [GC, RISK] if RISK in text else [GC]


def round_1(ctx):
    kit = Kit(ctx, name="Harrow & Pell conflicts desk")
    found = search(kit, DAY1_PARTIES)
    log_hits(kit, found)
    return report(kit, found, routing(kit), f"Conflict check {INTAKE}")


def round_2(ctx):
    kit = Kit(ctx, name="Harrow & Pell conflicts desk")
    found = search(kit, DAY2_PARTIES)
    log_hits(kit, found)
    return report(kit, found, routing(kit), f"Conflict check {INTAKE} - updated")
