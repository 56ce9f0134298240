"""Reference solution of the transfer reviews: the Sheets API for the register and the Org
directory, the workspace for the release letters, SMTP for the notices and the forward to Legal
(clawmark.oracle_kit).

Facts only a scan shows are written as read: each employee's Schedule 3 on the statements of terms
in contracts/ (and TR-307's attached to Gareth's mail of day 2), and Tomasz Kowal's release date
on contracts/E-3241-kowal-release-letter.pdf. Everything else is read from the world each day.
"""

from datetime import date, timedelta

from clawmark.oracle_kit import Kit

D = date.fromisoformat
# Employee no. -> (restricted activity, restricted until), from Schedule 3 of the scanned terms.
RESTRICTIONS = {"E-3102": ("Freight brokerage", D("2025-12-31")), "E-3310": None,
                "E-2877": ("Road haulage planning", D("2025-09-30")), "E-3056": ("Freight brokerage", D("2026-03-31")),
                "E-3388": ("Freight brokerage", D("2026-02-28")), "E-3241": ("Freight brokerage", D("2026-05-15")),
                "E-3467": ("Freight brokerage", D("2025-11-28"))}
# Release letters filed in contracts/ -> (employee no., released from), as read from the scan.
RELEASES = {"contracts/E-3241-kowal-release-letter.pdf": ("E-3241", D("2025-10-31"))}
# Bank holidays of England and Wales, as the procedure page lists them.
HOLIDAYS = {D(d) for d in ("2025-12-25", "2025-12-26", "2026-01-01", "2026-04-03", "2026-04-06",
                           "2026-05-04", "2026-05-25", "2026-08-31")}
LEGAL = "legal@tallisfreight.example"


def first_working_day_after(day: date) -> date:
    day += timedelta(days=1)
    while day.weekday() >= 5 or day in HOLIDAYS:
        day += timedelta(days=1)
    return day


def restrictions(kit: Kit) -> dict:
    """Schedule 3 with every release letter found in contracts/ applied."""
    found = dict(RESTRICTIONS)
    for path, (employee, released) in RELEASES.items():
        if kit.fs.path(path).exists():
            found[employee] = (found[employee][0], released)
    return found


def directory(kit: Kit) -> dict:
    """Team -> its Org directory row, as People systems keeps it today."""
    return {t["Team"]: t for t in kit.sheets.open("Org directory").rows("Teams")}


def pass_to_legal(kit: Kit) -> None:
    """The former employer's lawyers' letter goes to Legal; ER does not answer it."""
    lawyer = kit.mail.find("<voss-corvel-0926@dunmorekirk.example>")
    kit.mail.send(kit.mail.forward(lawyer, LEGAL, "For Legal, per the transfer procedure: not answered by ER."))


def review(kit: Kit, new_rows: list) -> dict:
    """Write every request's decision and earliest start; return request -> (decision, earliest,
    manager email, decision before today)."""
    teams = directory(kit)
    register = kit.sheets.open("Transfer register")
    if new_rows:
        register.append("Requests!A1:H1", new_rows)
    limits, result = restrictions(kit), {}
    for r in register.rows("Requests"):
        team = teams[r["To team"]]
        limit = limits[r["Employee no."]]
        held = limit is not None and team["Business line"] == limit[0] and D(r["Requested start"]) <= limit[1]
        decision, earliest = ("Hold", first_working_day_after(limit[1]).isoformat()) if held else ("Approved", "")
        register.update(f"Requests!G{r.number}:H{r.number}", [[decision, earliest]])
        result[r["Request"]] = (decision, earliest, team["Manager email"], r["ER decision"])
    return result


def notify(kit: Kit, result: dict, subject: str) -> str:
    """One mail per manager: their new or continuing holds, and holds now approved."""
    by_manager = {}
    for request, (decision, earliest, manager, before) in sorted(result.items()):
        if decision == "Hold" and before != "Hold":
            by_manager.setdefault(manager, []).append(f"- {request}: on hold, earliest start {earliest}")
        elif decision == "Approved" and before == "Hold":
            by_manager.setdefault(manager, []).append(f"- {request}: approved, the requested start stands")
    for manager, lines in sorted(by_manager.items()):
        text = "\n".join(["Hello,", "", "ER review of your incoming transfers:", *lines, "", "Employee Relations", ""])
        kit.mail.send(kit.mail.compose(manager, subject, text))
    return "; ".join(f"{r} {d} {e}".strip() for r, (d, e, _, _) in sorted(result.items()))


def round_1(ctx):
    kit = Kit(ctx, name="Tallis Employee Relations")
    pass_to_legal(kit)
    return notify(kit, review(kit, []), "Transfer reviews")


def round_2(ctx):
    kit = Kit(ctx, name="Tallis Employee Relations")
    known = {r["Request"] for r in kit.sheets.open("Transfer register").rows("Requests")}
    new = [] if "TR-307" in known else [["TR-307", "Lena Fischer", "E-3467", "Customer Service", "Freight Brokerage",
                                         "2025-11-10", "", ""]]  # from Gareth's mail of 29 September
    return notify(kit, review(kit, new), "Transfer reviews - update")
