"""The `ctx.*` managers of original ClawMark tasks over our live services: email, calendar, fs.

Signatures and return shapes follow the original `src/clawmark/state/*/manager.py`. A manager
reads through `read()` — a fresh `Service.snapshot()` of the live service during a stage, the
stored snapshot of the day for a checker — with the readers of clawmark.legacy.readers, and
writes through the real clients users use (smtplib to our submission server, IMAPClient to
Dovecot, caldav to Radicale, files into the fs service's workspace). A manager built without a
`live` connection (a checker's) raises ReadOnlyError on every write, so a checker can never
change the evidence it judges. See documents.py for notion and google_sheets.
"""

from __future__ import annotations

import asyncio
import logging
import hashlib
import smtplib
from dataclasses import dataclass
from datetime import date, datetime, timezone
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.utils import formataddr
from pathlib import Path, PurePosixPath
from typing import Any, Callable
from zoneinfo import ZoneInfo

import caldav
import icalendar
from imapclient import DELETED, IMAPClient

from checkers.fs import FsView
from clawmark.clock import UniverseClock
from clawmark.legacy.readers import CalendarReader, MailReader
from clawmark.endpoint import ServiceError
from clawmark.services.base import Snapshot
from clawmark.services.fs.nofollow import Blocked, Workspace

Read = Callable[[], Snapshot]
logger = logging.getLogger(__name__)
LFS_POINTER = b"version https://git-lfs.github.com/spec/v1"


class ReadOnlyError(RuntimeError):
    """A checker tried to write through a snapshot-backed manager."""


@dataclass(frozen=True)
class Live:
    """How a stage's manager reaches its live service: the endpoint's `info` and the clock."""

    info: dict[str, Any]
    clock: UniverseClock | None = None


class Manager:
    """A manager reads from `read()` and writes through `live` (None: read-only)."""

    def __init__(self, read: Read, live: Live | None):
        self._read, self._live = read, live

    def _writer(self) -> Live:
        if self._live is None:
            raise ReadOnlyError(f"{type(self).__name__}: checkers read snapshots; writes are not allowed")
        return self._live


class EmailManager(Manager):
    """`ctx.email`: the METADATA users' mailboxes (users: name → address)."""

    def __init__(self, read: Read, live: Live | None, users: dict[str, str], names: dict[str, str]):
        super().__init__(read, live)
        self._users, self._names = users, names

    def _address(self, user: str) -> str:
        if user not in self._users:
            raise ValueError(f"Unknown user: {user}. Available: {list(self._users)}")
        return self._users[user]

    async def send_email(self, from_user: str, to: str, subject: str, body: str,
                         content_type: str = "plain", sender_name: str | None = None) -> bool:
        """Submit one message as `from_user` (SMTP AUTH, RFC 6409) to the comma-separated `to`.

        Returns False when the server refuses it (as the original); the server stamps Date with
        universe time and delivers to local accounts' INBOX.
        """
        address = self._address(from_user)
        live = self._writer()
        msg = MIMEMultipart()
        msg["From"] = formataddr((sender_name or self._names[from_user], address))
        msg["To"] = to
        msg["Subject"] = subject
        msg.attach(MIMEText(body, _subtype=content_type, _charset="utf-8"))
        return await asyncio.to_thread(_submit, live.info, address, msg)

    async def clear_folder(self, user: str, folder: str = "INBOX") -> None:
        """Delete every message of `folder` (STORE +FLAGS \\Deleted, EXPUNGE; RFC 9051 §6.4.3, §6.4.6)."""
        address = self._address(user)
        await asyncio.to_thread(_clear, self._writer().info, address, [folder])

    async def clear_all_folders(self, user: str) -> None:
        address = self._address(user)
        info = self._writer().info
        folders = [f["name"] for a in self._read().data["accounts"] if a["address"] == address for f in a["folders"]]
        await asyncio.to_thread(_clear, info, address, folders)

    async def get_emails(self, user: str, folder: str = "INBOX") -> list[dict]:
        """[{subject, from, to, cc, date, body}] of `folder`, oldest first."""
        return MailReader(self._read()).emails(self._address(user), folder)

    async def find_emails(self, user: str, *, sender: str | None = None, subject: str | None = None) -> list[dict]:
        """INBOX messages whose From / Subject contain `sender` / `subject` (case-insensitive)."""
        return [e for e in await self.get_emails(user)
                if (not sender or sender.lower() in e["from"].lower())
                and (not subject or subject.lower() in e["subject"].lower())]


def _submit(info: dict, address: str, msg: MIMEMultipart) -> bool:
    try:
        with smtplib.SMTP(info["host"], info["smtp_port"], timeout=30) as smtp:
            smtp.login(address, info["accounts"][address])
            smtp.send_message(msg, from_addr=address)
        return True
    except smtplib.SMTPException:
        return False
    except OSError as e:
        raise ServiceError(f"mail: cannot submit to 127.0.0.1:{info['smtp_port']}: {e}") from e


def _clear(info: dict, address: str, folders: list[str]) -> None:
    with IMAPClient(info["host"], info["imap_port"], ssl=False, timeout=30) as imap:
        imap.login(address, info["accounts"][address])
        for folder in folders:
            if not imap.folder_exists(folder):
                continue
            imap.select_folder(folder)
            if ids := imap.search("ALL"):
                imap.add_flags(ids, [DELETED], silent=True)
                imap.expunge()


class CalendarManager(Manager):
    """`ctx.calendar`: the calendars of one CalDAV principal, by display name."""

    def __init__(self, read: Read, live: Live | None, user: str):
        super().__init__(read, live)
        self._user = user

    def _reader(self) -> CalendarReader:
        return CalendarReader(self._read(), self._user)

    def _client(self, live: Live) -> caldav.DAVClient:
        account = next(a for a in live.info["accounts"] if a["username"] == self._user)
        return caldav.DAVClient(url=live.info["url"], username=self._user, password=account["password"])

    async def create_calendar(self, name: str) -> str:
        """MKCALENDAR (RFC 4791 §5.3.1) with display name `name`; returns its path. Collection
        ids are `calendar-<n>` in order of creation (the original's were random)."""
        live = self._writer()
        cal_id = f"calendar-{len(self._reader().calendars) + 1}"
        await asyncio.to_thread(lambda: self._client(live).principal().make_calendar(name=name, cal_id=cal_id))
        return f"/{self._user}/{cal_id}/"

    async def list_calendars(self) -> list[dict[str, str]]:
        """[{name, url}] of the principal's calendars."""
        return self._reader().list()

    async def add_event(self, calendar_name: str, summary: str, dtstart: datetime, dtend: datetime, *,
                        description: str = "", location: str = "", uid: str | None = None) -> str:
        """PUT one VEVENT (RFC 5545) with DTSTAMP from the universe clock; returns its UID
        (default: `clawmark-` + 12 hex digits derived from the calendar, summary and stamp)."""
        live = self._writer()
        cal_id = self._reader().calendar_id(calendar_name)
        stamp = live.clock.stamp()
        uid = uid or "clawmark-" + hashlib.sha256(f"{calendar_name}\n{summary}\n{stamp.isoformat()}".encode()).hexdigest()[:12]
        event = icalendar.Event()
        event.add("uid", uid)
        event.add("dtstamp", stamp.astimezone(timezone.utc))
        event.add("dtstart", _ical_time(dtstart))
        event.add("dtend", _ical_time(dtend))
        event.add("summary", summary)
        if description:
            event.add("description", description)
        if location:
            event.add("location", location)
        vcal = icalendar.Calendar()
        vcal.add("prodid", "-//ClawMark//clawmark-v1//EN")
        vcal.add("version", "2.0")
        vcal.add_component(event)
        text = vcal.to_ical().decode()
        await asyncio.to_thread(lambda: self._calendar(live, cal_id).save_event(text))
        return uid

    async def get_events(self, calendar_name: str, start: date | datetime | None = None,
                         end: date | datetime | None = None) -> list[dict[str, Any]]:
        """[{uid, summary, dtstart, dtend[, description][, location]}]; with `start` and `end`,
        the events overlapping them. ValueError for an unknown calendar."""
        return self._reader().events(calendar_name, start, end)

    async def find_events(self, calendar_name: str, summary_contains: str) -> list[dict[str, Any]]:
        return [e for e in await self.get_events(calendar_name) if summary_contains.lower() in e["summary"].lower()]

    async def delete_event(self, calendar_name: str, uid: str) -> None:
        """DELETE the event `uid`; caldav's NotFoundError when there is none (as the original)."""
        live = self._writer()
        cal_id = self._reader().calendar_id(calendar_name)
        await asyncio.to_thread(lambda: self._calendar(live, cal_id).event_by_uid(uid).delete())

    def _calendar(self, live: Live, cal_id: str) -> caldav.Calendar:
        return self._client(live).calendar(url=f"{live.info['url'].rstrip('/')}/{self._user}/{cal_id}/")


def _ical_time(value: date | datetime) -> date | datetime:
    """Naive stays floating, IANA zones keep their TZID, any other zone becomes UTC."""
    if isinstance(value, datetime) and value.tzinfo is not None and not isinstance(value.tzinfo, ZoneInfo):
        return value.astimezone(timezone.utc)
    return value


class FilesystemManager(Manager):
    """`ctx.fs`: the agent's workspace; remote paths under /workspace map into it.

    Writes go through clawmark.services.fs.nofollow (never through a link the agent planted),
    stamped with the night before the day (clawmark.clock); a write the agent's work stands in
    the way of is skipped and kept in `faults` (the runner puts them in the run record)."""

    def __init__(self, read: Read, live: Live | None):
        super().__init__(read, live)
        self.faults: list[str] = []

    def _space(self) -> Workspace:
        return Workspace(self._writer().info["workspace"])

    def _when(self) -> datetime | None:
        clock = self._writer().clock
        return clock.night_stamp() if clock else None

    def _skipped(self, what: str, error: Blocked) -> None:
        logger.warning("warning: ctx.fs.%s skipped: %s", what, error)
        self.faults.append(f"ctx.fs.{what} not applied: {error}")

    def take_faults(self) -> list[str]:
        """The writes skipped since the last call, oldest first."""
        faults, self.faults = self.faults, []
        return faults

    async def upload_dir(self, local_dir: Path, remote_dir: str) -> None:
        """Copy the contents of `local_dir` into `remote_dir` (FileNotFoundError when missing)."""
        target = _inside(remote_dir)
        if not Path(local_dir).is_dir():
            raise FileNotFoundError(2, "no such directory", str(local_dir))
        paths = sorted(Path(local_dir).rglob("*"))
        for path in paths:
            _present(path)
        space = self._space()
        for path in paths:
            rel = "/".join(p for p in (target, path.relative_to(local_dir).as_posix()) if p)
            try:
                if path.is_dir():
                    space.make_dirs(rel, self._when())
                else:
                    space.write(rel, path.read_bytes(), self._when())
            except Blocked as e:
                self._skipped(f"upload_dir({remote_dir!r})", e)

    async def upload_file(self, local_path: Path, remote_path: str) -> None:
        """Copy one file; into the folder when `remote_path` is one (as `docker cp`)."""
        target = _inside(remote_path)
        _present(Path(local_path))
        data = Path(local_path).read_bytes()
        space = self._space()
        if str(remote_path).endswith("/") or not target or space.is_dir(target):
            target = "/".join(p for p in (target, Path(local_path).name) if p)
        try:
            space.write(target, data, self._when())
        except Blocked as e:
            self._skipped(f"upload_file({remote_path!r})", e)

    async def delete_file(self, remote_path: str) -> None:
        """Remove a file or folder (`rm -rf`: nothing there is no error)."""
        try:
            self._space().delete(_inside(remote_path), self._when())
        except Blocked:
            pass

    async def exists(self, remote_path: str) -> bool:
        """Whether a file (or a folder holding files) is at `remote_path`."""
        rel = _relative(remote_path)
        view = FsView(self._read())
        return rel == "" or view.exists(rel) or bool(view.paths(rel.rstrip("/") + "/"))

    async def read_file(self, remote_path: str) -> str:
        """The file's text ("" when missing, as the original's `cat`)."""
        try:
            return FsView(self._read()).read_bytes(_relative(remote_path)).decode("utf-8", errors="replace")
        except (KeyError, OSError):
            return ""


def _inside(remote: str) -> str:
    """The workspace-relative path of `remote` ("" for the workspace itself); ValueError outside it."""
    rel = _relative(remote)
    if ".." in PurePosixPath(rel).parts:
        raise ValueError(f"{remote}: outside /workspace")
    return rel.rstrip("/")


def _present(path: Path) -> None:
    """Raise FileNotFoundError when `path` is a Git LFS pointer (a clone without `git lfs pull`)."""
    if path.is_file() and not path.is_symlink():
        with open(path, "rb") as f:
            if f.read(len(LFS_POINTER)) == LFS_POINTER:
                raise FileNotFoundError(2, "a Git LFS pointer, not the file (run git lfs pull)", str(path))


def _relative(remote: str) -> str:
    """`/workspace/a/b` (or `a/b`) → `a/b`."""
    path = PurePosixPath(str(remote))
    if path.is_absolute():
        path = path.relative_to("/workspace") if path.is_relative_to("/workspace") else path.relative_to("/")
    return path.as_posix().removeprefix(".").lstrip("/")
