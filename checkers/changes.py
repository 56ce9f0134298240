"""What changed between two snapshots of the world, as typed records naming service and object.

`changes(before, after)` compares service by service (fs, mail, calendar, kb, sheets) and
lists every difference in a stable order. Over one round's `before` and `after` (State: taken
after the round's events and mutations, then after the agent) that is every change the agent
made: `state.agent_changes()`. Each record has

- `service` and `action`: added | removed | changed | moved | flagged | sent;
- `name`: the object as a task's `scope` names it (clawmark.scope): a workspace path
  (`claims/CLM-0417/assessment.json`); a mail folder and message (`INBOX/<id@x>`, the subject
  when the message has no Message-ID the task declared); a calendar event and property
  (`maren/work/board-q2@northwind.example#DTSTART`, an overridden occurrence adds
  `/<RECURRENCE-ID>`); a kb database, page and property (`Atlas board/ATL-214#Due`, a page
  outside any database by its title, a database's schema as `Atlas board#Due`); a cell
  (`Claims register/Open claims!E4`), a sheet (`Claims register/Open claims`) or a
  spreadsheet (`Claims register`);
- `obj`: the identity of the object that changed (a file, a message, an event with its
  overrides, a page, a database, a sheet), to tell objects the agent created from the world's.

Field terms follow the services' references: IMAP folders and flags (RFC 9051), iCalendar
property names (RFC 5545), Notion pages, databases and properties, Sheets A1 cells.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from clawmark.canonical import canonical_hash
from clawmark.services.base import Snapshot

SERVICES = ("fs", "mail", "calendar", "kb", "sheets")
ICAL_NAMES = {"summary": "SUMMARY", "dtstart": "DTSTART", "dtend": "DTEND", "tzid": "DTSTART",
              "location": "LOCATION", "description": "DESCRIPTION", "status": "STATUS",
              "organizer": "ORGANIZER", "attendees": "ATTENDEE", "rrule": "RRULE", "exdate": "EXDATE",
              "rdate": "RDATE", "categories": "CATEGORIES"}
KB_META = {"id", "edits", "created_by", "created_time", "last_edited_by", "last_edited_time", "properties"}


@dataclass(frozen=True)
class Change:
    """One difference between two snapshots (see the module docstring); `str()` reads it.

    >>> str(state.agent_changes()[0])
    'fs: changed claims/CLM-0900/assessment.json'
    """

    service: str
    action: str
    name: str
    obj: tuple = field(compare=False, repr=False)
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.service}: {self.action} {self.name}" + (f" ({self.detail})" if self.detail else "")


@dataclass(frozen=True)
class FileChange(Change):
    """A workspace file added, removed or changed; `path` is workspace-relative.

    >>> [c.path for c in state.agent_changes() if isinstance(c, FileChange)]
    ['claims/CLM-0900/assessment.json']
    """

    path: str = ""


@dataclass(frozen=True)
class MessageChange(Change):
    """A message added to, removed from, moved out of (`to_folder`) or flagged in an IMAP folder.

    `message` is its declared Message-ID, else its subject; `flags` the flags set (+) and
    cleared (-).

    >>> [(c.folder, c.message, c.flags) for c in day1.agent_changes() if isinstance(c, MessageChange)][0]
    ('INBOX', '<clm-0900-report@posteo.example>', ())
    >>> [c.flags for c in state.agent_changes() if isinstance(c, MessageChange)]
    [('-\\\\Flagged',)]
    """

    account: str = ""
    folder: str = ""
    message: str = ""
    to_folder: str | None = None
    flags: tuple[str, ...] = ()


@dataclass(frozen=True)
class SentMail(Change):
    """A message the submission server accepted (communication: the task's checks judge it).

    >>> [c.recipients for c in state.agent_changes() if isinstance(c, SentMail)]
    [('priya.raman@posteo.example',)]
    """

    recipients: tuple[str, ...] = ()
    subject: str = ""


@dataclass(frozen=True)
class EventChange(Change):
    """A VEVENT added, removed or changed in one iCalendar `property` (None: the whole event, or
    the whole calendar when `uid` is None).

    >>> [(c.uid, c.property) for c in state.agent_changes() if isinstance(c, EventChange)][-1]
    ('site-visit-clm-0900@harbor-mutual.example', 'STATUS')
    """

    account: str = ""
    calendar: str = ""
    uid: str | None = None
    recurrence_id: str | None = None
    property: str | None = None


@dataclass(frozen=True)
class KbChange(Change):
    """A kb page, database (its schema) or comment added, removed or changed in `property`
    (a Notion property name, or `title`, `blocks` (the page content), `in_trash`, `parent`).

    >>> [c.name for c in state.agent_changes() if isinstance(c, KbChange)][:2]
    ['Claims/CLM-0900#Payable EUR', 'Claims/CLM-0900#Status']
    """

    kind: str = "page"
    database: str | None = None
    page: str | None = None
    property: str | None = None


@dataclass(frozen=True)
class CellChange(Change):
    """A cell's entered value (`cell` in A1), a sheet or a spreadsheet added, removed or changed.

    >>> [(c.action, c.cell) for c in state.agent_changes() if isinstance(c, CellChange)][:2]
    [('changed', 'E2'), ('added', 'D2')]
    """

    spreadsheet: str = ""
    sheet: str | None = None
    cell: str | None = None


def changes(before: dict[str, Snapshot], after: dict[str, Snapshot]) -> list[Change]:
    """Every difference from `before` to `after`, service by service (services in `after`;
    one missing from `before` compares with an empty world).

    >>> changes(state.before.snapshots, state.snapshots) == state.agent_changes()
    True
    """
    out: list[Change] = []
    for service in SERVICES:
        if service in after:
            old = before[service].data if service in before else None
            out += DIFFS[service](old, after[service].data)
    return out


def objects(snapshots: dict[str, Snapshot]) -> set[tuple]:
    """The identities (`Change.obj`) of every object in the world `snapshots` hold: files, mail
    folders and messages, calendars and events, kb databases, pages and comments, spreadsheets
    and sheets.

    >>> ("fs", "claims/CLM-0900/notes.txt") in objects(state.snapshots)
    True
    """
    return {c.obj for c in changes({}, snapshots)}


def _keyed(items: list[dict] | None, key) -> dict:
    return {key(i): i for i in items or []}


# fs — {"files": [{"path", "sha256", "size"} | {"path", "target"}]}

def _fs(before: dict | None, after: dict) -> list[Change]:
    old, new = _keyed((before or {}).get("files"), lambda f: f["path"]), _keyed(after["files"], lambda f: f["path"])
    out = []
    for path in sorted(old.keys() | new.keys()):
        action = "added" if path not in old else "removed" if path not in new else \
            "changed" if old[path] != new[path] else None
        if action:
            out.append(FileChange("fs", action, path, ("fs", path), path=path))
    return out


# mail — accounts → folders → messages, and the outbound capture (clawmark.services.mail.snapshot)

def _message_key(message: dict) -> str:
    return canonical_hash({k: v for k, v in message.items() if k != "flags"})


def _label(message: dict) -> str:
    return message.get("message_id") or message.get("subject") or "(no subject)"


def _mail(before: dict | None, after: dict) -> list[Change]:
    before = before or {"accounts": [], "outbound": []}
    agent = after.get("agent")
    old = _keyed(before["accounts"], lambda a: a["address"])
    new = _keyed(after["accounts"], lambda a: a["address"])
    out: list[Change] = []
    for address in sorted(old.keys() | new.keys()):
        folders_before = _keyed(old.get(address, {}).get("folders"), lambda f: f["name"])
        folders_after = _keyed(new.get(address, {}).get("folders"), lambda f: f["name"])
        out += _account(address, address == agent, folders_before, folders_after)
    for sent in after["outbound"][len(before["outbound"]):]:
        message = sent["message"]
        out.append(SentMail("mail", "sent", message.get("subject", ""), ("mail", "sent", _message_key(message)),
                            detail="to " + ", ".join(sent["rcpt_tos"]),
                            recipients=tuple(sent["rcpt_tos"]), subject=message.get("subject", "")))
    return out


def _account(address: str, is_agent: bool, before: dict, after: dict) -> list[Change]:
    """Per folder: messages removed (or moved to the folder where they appeared), added, reflagged."""
    def messages(folders: dict, name: str) -> list[dict]:
        return folders.get(name, {}).get("messages", [])

    def named(folder: str, message: dict | None) -> str:
        where = folder if is_agent else f"{address}:{folder}"
        return f"{where}/{_label(message)}" if message else where

    removed, added, out = [], [], []
    for folder in sorted(before.keys() | after.keys()):
        old = Counter(_message_key(m) for m in messages(before, folder))
        new = Counter(_message_key(m) for m in messages(after, folder))
        by_key = {_message_key(m): m for m in messages(before, folder) + messages(after, folder)}
        removed += [(folder, by_key[k]) for k in sorted(old - new) for _ in range((old - new)[k])]
        added += [(folder, by_key[k]) for k in sorted(new - old) for _ in range((new - old)[k])]
        flags_before = {_message_key(m): set(m.get("flags", [])) for m in messages(before, folder)}
        for m in messages(after, folder):
            k = _message_key(m)
            if k in flags_before and (diff := _flag_diff(flags_before[k], set(m.get("flags", [])))):
                out.append(MessageChange("mail", "flagged", named(folder, m), ("mail", address, folder, k),
                                         detail=" ".join(diff), account=address, folder=folder,
                                         message=_label(m), flags=diff))
        if (folder in before) != (folder in after):
            out.append(MessageChange("mail", "added" if folder in after else "removed", named(folder, None),
                                     ("mail", address, folder), detail="folder", account=address, folder=folder))
    for folder, m in removed:
        k = _message_key(m)
        target = next((i for i, (f, a) in enumerate(added) if _message_key(a) == k), None)
        to_folder = added.pop(target)[0] if target is not None else None
        out.append(MessageChange("mail", "moved" if to_folder else "removed", named(folder, m),
                                 ("mail", address, folder, k), detail=f"to {to_folder}" if to_folder else "",
                                 account=address, folder=folder, message=_label(m), to_folder=to_folder))
    for folder, m in added:
        out.append(MessageChange("mail", "added", named(folder, m), ("mail", address, folder, _message_key(m)),
                                 account=address, folder=folder, message=_label(m)))
    return out


def _flag_diff(before: set[str], after: set[str]) -> tuple[str, ...]:
    return tuple([f"+{f}" for f in sorted(after - before)] + [f"-{f}" for f in sorted(before - after)])


# calendar — calendars → events by (UID, RECURRENCE-ID) (clawmark.services.calendar.snapshot)

def _calendar(before: dict | None, after: dict) -> list[Change]:
    old = _keyed((before or {}).get("calendars"), lambda c: (c["account"], c["id"]))
    new = _keyed(after["calendars"], lambda c: (c["account"], c["id"]))
    out: list[Change] = []
    for account, calendar in sorted(old.keys() | new.keys()):
        where = f"{account}/{calendar}"
        if (account, calendar) not in old or (account, calendar) not in new:
            action = "added" if (account, calendar) in new else "removed"
            out.append(EventChange("calendar", action, where, ("calendar", account, calendar),
                                   account=account, calendar=calendar))
        events_before = _keyed(old.get((account, calendar), {}).get("events"), lambda e: (e["uid"], e["recurrence_id"]))
        events_after = _keyed(new.get((account, calendar), {}).get("events"), lambda e: (e["uid"], e["recurrence_id"]))
        for uid, rid in sorted(events_before.keys() | events_after.keys(), key=lambda k: (k[0], k[1] or "")):
            e0, e1 = events_before.get((uid, rid)), events_after.get((uid, rid))
            name = f"{where}/{uid}" + (f"/{rid}" if rid else "")
            base = dict(account=account, calendar=calendar, uid=uid, recurrence_id=rid)
            obj = ("calendar", account, calendar, uid)
            if e0 is None or e1 is None:
                out.append(EventChange("calendar", "added" if e0 is None else "removed", name, obj, **base))
                continue
            properties = sorted({ICAL_NAMES.get(k, k.upper()) for k in e0.keys() | e1.keys()
                                 if k != "origin" and e0.get(k) != e1.get(k)})
            out += [EventChange("calendar", "changed", f"{name}#{p}", obj, property=p, **base) for p in properties]
    return out


# kb — databases (schemas), pages (properties, blocks), comments (clawmark.services.kb.snapshot)

def _kb(before: dict | None, after: dict) -> list[Change]:
    before = before or {"databases": [], "pages": [], "comments": []}
    titles = {d["id"]: d["title"] for d in before["databases"] + after["databases"]}
    out: list[Change] = []
    old, new = _keyed(before["databases"], lambda d: d["id"]), _keyed(after["databases"], lambda d: d["id"])
    for key in [d["id"] for d in before["databases"]] + [d["id"] for d in after["databases"] if d["id"] not in old]:
        d0, d1 = old.get(key), new.get(key)
        title = (d0 or d1)["title"]
        obj = ("kb", "database", key)
        if d0 is None or d1 is None:
            out.append(KbChange("kb", "added" if d0 is None else "removed", title, obj, kind="database", database=title))
            continue
        for prop in _schema_changes(d0, d1):
            out.append(KbChange("kb", "changed", f"{title}#{prop}", obj, kind="database", database=title, property=prop))
    old, new = _keyed(before["pages"], lambda p: p["id"]), _keyed(after["pages"], lambda p: p["id"])
    for key in [p["id"] for p in before["pages"]] + [p["id"] for p in after["pages"] if p["id"] not in old]:
        p0, p1 = old.get(key), new.get(key)
        page = p0 or p1
        database = titles.get(page["parent"].get("database_id"))
        name = f"{database}/{page['title']}" if database else page["title"]
        base = dict(kind="page", database=database, page=page["title"])
        obj = ("kb", "page", key)
        if p0 is None or p1 is None:
            out.append(KbChange("kb", "added" if p0 is None else "removed", name, obj, **base))
            continue
        props = sorted(k for k in p0["properties"].keys() | p1["properties"].keys()
                       if p0["properties"].get(k) != p1["properties"].get(k))
        props += sorted(k for k in p0.keys() | p1.keys() if k not in KB_META and p0.get(k) != p1.get(k)
                        and not (k == "title" and props))
        out += [KbChange("kb", "changed", f"{name}#{p}", obj, property=p, **base) for p in props]
    known = {c["id"] for c in before["comments"]}
    pages = {p["id"]: p["title"] for p in before["pages"] + after["pages"]}
    out += [KbChange("kb", "added", f"comment on {pages.get(c['parent'].get('id'), c['parent'].get('id'))}",
                     ("kb", "comment", c["id"]), kind="comment") for c in after["comments"] if c["id"] not in known]
    return out


def _schema_changes(d0: dict, d1: dict) -> list[str]:
    """Property names whose declaration differs between two versions of a database (title,
    parent, in_trash and data sources' titles by their field name)."""
    props = [k for k in ("title", "parent", "in_trash") if d0.get(k) != d1.get(k)]
    s0 = {p: v for s in d0["data_sources"] for p, v in s["properties"].items()}
    s1 = {p: v for s in d1["data_sources"] for p, v in s["properties"].items()}
    return props + sorted(p for p in s0.keys() | s1.keys() if s0.get(p) != s1.get(p))


# sheets — spreadsheets → sheets → cells [A1, entered, effective] (clawmark.services.sheets.snapshot)

def _sheets(before: dict | None, after: dict) -> list[Change]:
    old = _keyed((before or {}).get("spreadsheets"), lambda b: b["id"])
    new = _keyed(after["spreadsheets"], lambda b: b["id"])
    out: list[Change] = []
    for key in sorted(old.keys() | new.keys()):
        b0, b1 = old.get(key), new.get(key)
        title = (b0 or b1)["title"]
        if b0 is None or b1 is None:
            action = "added" if b0 is None else "removed"
            out.append(CellChange("sheets", action, title, ("sheets", key), spreadsheet=title))
            out += [CellChange("sheets", action, f"{title}/{s['title']}", ("sheets", key, s["sheetId"]),
                               spreadsheet=title, sheet=s["title"]) for s in (b0 or b1)["sheets"]]
            continue
        if b0["title"] != b1["title"]:
            out.append(CellChange("sheets", "changed", title, ("sheets", key), detail=f"title {b1['title']!r}",
                                  spreadsheet=title))
        out += _sheet_changes(key, title, b0, b1)
    return out


def _sheet_changes(key: str, book: str, b0: dict, b1: dict) -> list[Change]:
    old, new = _keyed(b0["sheets"], lambda s: s["sheetId"]), _keyed(b1["sheets"], lambda s: s["sheetId"])
    out: list[Change] = []
    for sheet_id in sorted(old.keys() | new.keys()):
        s0, s1 = old.get(sheet_id), new.get(sheet_id)
        title = (s0 or s1)["title"]
        where, obj = f"{book}/{title}", ("sheets", key, sheet_id)
        if s0 is None or s1 is None:
            out.append(CellChange("sheets", "added" if s0 is None else "removed", where, obj, spreadsheet=book, sheet=title))
            continue
        if s0["title"] != s1["title"]:
            out.append(CellChange("sheets", "changed", where, obj, detail=f"title {s1['title']!r}",
                                  spreadsheet=book, sheet=title))
        c0, c1 = {c[0]: c[1] for c in s0["cells"]}, {c[0]: c[1] for c in s1["cells"]}
        for cell in [c[0] for c in s0["cells"]] + [c[0] for c in s1["cells"] if c[0] not in c0]:
            if c0.get(cell) != c1.get(cell):
                action = "added" if cell not in c0 else "removed" if cell not in c1 else "changed"
                out.append(CellChange("sheets", action, f"{where}!{cell}", obj, spreadsheet=book, sheet=title, cell=cell))
    return out


DIFFS: dict[str, Any] = {"fs": _fs, "mail": _mail, "calendar": _calendar, "kb": _kb, "sheets": _sheets}
