"""World lint: what a service would refuse on every run, decided from the task folder alone.

Seeds and changes are read with the services' own parsers, without starting a server: sheets
seed files, the A1 ranges of sheets changes and the spreadsheets and sheets (tabs) they name;
mail messages (composed as the mail service composes them) and the accounts changes name;
calendar files and calendar.add bodies; kb seed files and the users kb changes act as. What an
agent could make true or false during a run (the message, event or page a change targets) is
left to the run. Calendar changes naming an unseeded calendar are a schema error (clawmark.spec).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Callable, Iterator
from zoneinfo import ZoneInfo

from clawmark.changes import Change
from clawmark.endpoint import ServiceError
from clawmark.problems import Problem
from clawmark.services.calendar.spec import CalendarAdd
from clawmark.services.mail.spec import MailDeliver, MessageSpec
from clawmark.services.sheets.spec import SheetsAddSheet
from clawmark.spec import TaskSpec

At = Callable[[tuple, str], Problem]
"""(location in task.yaml, message) → a Problem naming task.yaml, the field and its line."""
InFile = Callable[[Path, str], Problem]
"""(a file of the task folder, message) → a Problem naming that file."""


def world_problems(root: Path, spec: TaskSpec, at: At, in_file: InFile) -> list[Problem]:
    """Problems of the seeds and changes of the task folder `root` (spec `spec`) for its active
    services; assumes every file the spec names exists."""
    active = spec.active_services
    checks = {"sheets": _sheets, "mail": _mail, "calendar": _calendar, "kb": _kb}
    return [p for name, check in checks.items() if name in active for p in check(root, spec, at, in_file)]


def _changes(spec: TaskSpec, service: str) -> Iterator[tuple[tuple, Change]]:
    """(location, change) of the service's changes, in the order the runner applies them."""
    for i, r in enumerate(spec.rounds):
        for group in ("events", "mutations"):
            for j, change in enumerate(getattr(r, group)):
                if change.service == service:
                    yield ("rounds", i, group, j), change


def _reason(error: ServiceError, named: object) -> str:
    """A ServiceError's message without the leading `<named>: `."""
    return str(error).removeprefix(f"{named}: ")


def _listed(names) -> str:
    return ", ".join(repr(n) for n in names) or "none"


# Each service's parsers are imported in its check: a task loads those of the services it uses.
def _sheets(root: Path, spec: TaskSpec, at: At, in_file: InFile) -> list[Problem]:
    from clawmark.services.sheets.a1 import RangeError, parse_range
    from clawmark.services.sheets.seed import seed_document, seed_files, unique_titles

    folder = root / spec.seed.sheets.dir
    problems, docs = [], []
    for path in seed_files(folder):
        try:
            docs.append(seed_document(path))
        except ServiceError as e:
            problems.append(in_file(path, _reason(e, path)))
    try:
        unique_titles(docs, folder)
    except ServiceError as e:
        problems.append(in_file(folder, _reason(e, folder)))
    books = None if problems else {d["title"]: [s["title"] for s in d["sheets"]] for d in docs}
    for loc, change in _changes(spec, "sheets"):
        tabs = books.get(change.spreadsheet) if books is not None else None
        if books is not None and tabs is None:
            problems.append(at(loc + ("spreadsheet",), f"no spreadsheet titled {change.spreadsheet!r} in "
                                                       f"{spec.seed.sheets.dir} (seeded: {_listed(books)})"))
        if isinstance(change, SheetsAddSheet):
            if tabs is not None:
                tabs.append(change.title)
            continue
        try:
            sheet = parse_range(change.range, tabs).sheet
        except RangeError as e:
            problems.append(at(loc + ("range",), str(e)))
            continue
        if tabs is not None and sheet is not None and sheet.lower() not in {t.lower() for t in tabs}:
            problems.append(at(loc + ("range",), f"no sheet {sheet!r} in spreadsheet {change.spreadsheet!r} "
                                                 f"(sheets: {_listed(tabs)})"))
    return problems


def _mail(root: Path, spec: TaskSpec, at: At, in_file: InFile) -> list[Problem]:
    from clawmark.services.mail.compose import compose

    tz = ZoneInfo(spec.timezone)

    def composes(message: MessageSpec, loc: tuple) -> list[Problem]:
        try:
            compose(message, root, "message", lambda: datetime(2000, 1, 1, tzinfo=tz), tz)
        except ServiceError as e:
            return [at(loc, _reason(e, "message"))]
        return []

    accounts = {a.address for a in spec.seed.mail.accounts}
    problems = [
        p for i, account in enumerate(spec.seed.mail.accounts) for j, message in enumerate(account.messages)
        for p in composes(message, ("seed", "mail", "accounts", i, "messages", j))
    ]
    for loc, change in _changes(spec, "mail"):
        if change.account is None and not accounts:
            problems.append(at(loc, f"{change.kind} needs an account, and seed.mail declares none"))
        elif change.account is not None and change.account not in accounts:
            problems.append(at(loc + ("account",), f"no account {change.account!r} in seed.mail.accounts"))
        if isinstance(change, MailDeliver):
            problems += composes(change, loc)
    return problems


def _calendar(root: Path, spec: TaskSpec, at: At, in_file: InFile) -> list[Problem]:
    from clawmark.services.calendar import ical
    from clawmark.services.calendar.changes import ics_text

    def events(text: str | bytes, where: str) -> dict:
        """The events of one VCALENDAR by UID, each stored as the service stores it."""
        source = ical.parse(text, where)
        grouped = ical.events_by_uid(source, where)
        for components in grouped.values():
            ical.item(components, source)
        return grouped

    problems = []
    for account in spec.seed.calendar.accounts:
        for calendar in account.calendars:
            for rel in calendar.files:
                try:
                    events((root / rel).read_bytes(), rel)
                except ServiceError as e:
                    problems.append(in_file(root / rel, _reason(e, rel)))
    for loc, change in _changes(spec, "calendar"):
        if isinstance(change, CalendarAdd):
            try:
                if len(grouped := events(ics_text(change, root), change.id)) != 1:
                    raise ServiceError(f"calendar.add takes the VEVENTs of exactly one UID, got {len(grouped)}")
            except ServiceError as e:
                problems.append(at(loc + ("source" if change.source else "ics",), _reason(e, change.id)))
    return problems


def _kb(root: Path, spec: TaskSpec, at: At, in_file: InFile) -> list[Problem]:
    from clawmark.services.kb import seed as kb_seed

    problems, users = [], {"principal"}
    for path in kb_seed.seed_files(root / spec.seed.kb.dir):
        try:
            data = kb_seed.read_seed_file(path, path)
        except ServiceError as e:
            problems.append(in_file(path, _reason(e, path)))
            continue
        listed = data.get("users") if isinstance(data.get("users"), list) else []
        users |= {u["id"] for u in listed if isinstance(u, dict) and isinstance(u.get("id"), str)}
    if problems:
        return problems
    return [
        at(loc + ("by",), f"no user labelled {change.by!r} in {spec.seed.kb.dir} (users: {_listed(sorted(users))})")
        for loc, change in _changes(spec, "kb") if change.by is not None and change.by not in users
    ]
