"""The `calendar` service: a Radicale CalDAV server per world, seeded and changed over CalDAV.

The harness writes as each account's owner with plain CalDAV (MKCALENDAR, PUT, DELETE;
RFC 4791 §5.3), exactly as a client would; only the snapshot reads Radicale's storage folder
directly, because that is fast and needs no credentials.

Parsing stored items is most of a snapshot's cost, so the records of every item the harness
writes are remembered under the SHA-256 of the bytes Radicale stored for it: a snapshot parses
only the items an agent wrote. (Radicale re-serialises what it is sent; the tests hold that the
remembered records equal those parsed from storage, for every seeded task and change kind.)
"""

from __future__ import annotations

import hashlib
import re
import secrets
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

import httpx
import icalendar

from clawmark.changes import Change
from clawmark.clock import UniverseClock
from clawmark.endpoint import Endpoint, ServiceError, http_client
from clawmark.services.base import Service, Snapshot
from clawmark.services.calendar import ical
from clawmark.services.calendar.changes import edit, ics_text
from clawmark.services.calendar.radicale import Radicale
from clawmark.services.calendar.snapshot import normalise, read_storage
from clawmark.services.calendar.spec import CalendarAdd, CalendarDelete
from clawmark.services.calendar.zones import own_zones

if TYPE_CHECKING:
    from pathlib import Path

    from clawmark.spec import TaskSpec

MKCALENDAR = """<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop><D:displayname>{name}</D:displayname></D:prop></D:set>
</C:mkcalendar>"""
SAFE_HREF = re.compile(r"^[A-Za-z0-9@._-]{1,200}$")


class CalendarService(Service):
    """CalDAV calendars of the task's accounts; the first account is the agent's."""

    name = "calendar"

    def __init__(self) -> None:
        self.server: Radicale | None = None
        self.http: httpx.Client | None = None
        self.clock: UniverseClock | None = None
        self.timezone = "UTC"
        self.passwords: dict[str, str] = {}
        self.origins: dict[tuple[str, str, str], str] = {}
        self.parsed: dict[str, list[dict]] = {}  # item SHA-256 → normalised records

    def start(self, state_dir: Path, clock: UniverseClock) -> Endpoint:
        self.clock = clock
        self.server = Radicale(state_dir / "radicale", self.backend)
        self.server.start()
        self.http = http_client(base_url=self.server.url, timeout=30)
        return self.endpoint()

    def seed(self, task: TaskSpec, root: Path) -> Endpoint:
        """Create the accounts (fresh random passwords) and calendars, and load the .ics files.

        Returns the Endpoint with the agent's credentials (the first account's; a task without
        the calendar has none). Raises ServiceError when a file is missing or not iCalendar,
        or the server refuses a write.
        """
        accounts = task.seed.calendar.accounts
        self.timezone = task.timezone
        self.passwords = {a.user: secrets.token_urlsafe(18) for a in accounts}
        self._server.set_accounts(self.passwords)
        for account in accounts:
            for calendar in account.calendars:
                self._request(account.user, "MKCALENDAR", f"/{account.user}/{calendar.id}/",
                              MKCALENDAR.format(name=escape(calendar.name)), "application/xml")
                for rel in calendar.files:
                    path = root / rel
                    if not path.is_file():
                        raise ServiceError(f"seed.calendar: file {rel} not found in {root}")
                    source = ical.parse(path.read_bytes(), rel)
                    for uid, components in ical.events_by_uid(source, rel).items():
                        self._put(account.user, calendar.id, uid, components, source, href=None)
                        self.origins[(account.user, calendar.id, uid)] = "seed"
        return self.endpoint()

    def endpoint(self) -> Endpoint:
        """How the agent reaches its account (URL only, before seeding)."""
        url = self._server.url
        user = next(iter(self.passwords), None)
        env = {"CLAWMARK_CALDAV_URL": url}
        if user is None:
            return Endpoint(self.name, env, {"url": url}, f"## Calendar (CalDAV)\nServer: {url}\n")
        password = self.passwords[user]
        env |= {"CLAWMARK_CALDAV_USERNAME": user, "CLAWMARK_CALDAV_PASSWORD": password}
        info = {"url": url, "username": user, "password": password,
                "accounts": [{"username": u, "password": p} for u, p in self.passwords.items()]}
        guide = (
            "## Calendar (CalDAV)\n"
            f"A CalDAV server (RFC 4791) at {url}: username `{user}`, password `{password}` "
            "(also in `CLAWMARK_CALDAV_URL`, `CLAWMARK_CALDAV_USERNAME`, `CLAWMARK_CALDAV_PASSWORD`).\n"
            f"Your calendars are under {url}{user}/. Office timezone: {self.timezone}.\n"
            "In Python: `caldav.DAVClient(url=URL, username=USER, password=PASSWORD).principal().calendars()`.\n"
        )
        return Endpoint(self.name, env, info, guide)

    def apply(self, change: Change, root: Path) -> None:
        if change.account not in self.passwords:
            raise ServiceError(f"{change.id}: account {change.account!r} is not in seed.calendar.accounts")
        if not (self._server.storage / change.account / change.calendar).is_dir():
            raise ServiceError(f"{change.id}: calendar {change.account}/{change.calendar} does not exist")
        if isinstance(change, CalendarAdd):
            source = ical.parse(ics_text(change, root), change.id)
            grouped = ical.events_by_uid(source, change.id)
            if len(grouped) != 1:
                raise ServiceError(f"{change.id}: calendar.add takes the VEVENTs of exactly one UID, got {len(grouped)}")
            (uid, components), = grouped.items()
            if self._find(change.account, change.calendar, uid):
                raise ServiceError(f"{change.id}: event {uid} already exists in {change.account}/{change.calendar}")
            self._put(change.account, change.calendar, uid, components, source, href=None)
            self.origins[(change.account, change.calendar, uid)] = "world"
            return
        found = self._find(change.account, change.calendar, change.uid)
        if found is None:
            raise ServiceError(f"{change.id}: no event {change.uid} in {change.account}/{change.calendar}")
        href, stored = found
        if isinstance(change, CalendarDelete):
            self._request(change.account, "DELETE", f"/{change.account}/{change.calendar}/{href}")
            return
        components = list(stored.walk("VEVENT"))
        edit(change, components, self.clock.stamp())
        self._put(change.account, change.calendar, change.uid, components, stored, href=href, stamp=False)

    def snapshot(self) -> Snapshot:
        calendars = read_storage(self._server.storage, lambda *key: self.origins.get(key, "agent"), self.parsed)
        return Snapshot(data={"timezone": self.timezone, "calendars": calendars})

    def failure(self) -> str | None:
        return self._server.failure() if self.server else "calendar service is not started"

    def stop(self) -> None:
        if self.http is not None:
            self.http.close()
            self.http = None
        if self.server is not None:
            self.server.stop()

    @property
    def _server(self) -> Radicale:
        if self.server is None:
            raise ServiceError("calendar service is not started")
        return self.server

    def _put(self, user: str, calendar: str, uid: str, components: list[icalendar.Event],
             source: icalendar.Calendar, href: str | None, stamp: bool = True) -> None:
        """PUT one item (all components of `uid`), stamped with the universe clock unless `stamp` is off."""
        if stamp:
            moment = self.clock.stamp()
            for component in components:
                ical.set_stamp(component, moment)
        href = href or (f"{uid}.ics" if SAFE_HREF.match(uid) else hashlib.sha256(uid.encode()).hexdigest() + ".ics")
        self._request(user, "PUT", f"/{user}/{calendar}/{href}", ical.item(components, source), "text/calendar")
        stored = (self._server.storage / user / calendar / href).read_bytes()
        zones = own_zones(list(source.walk("VTIMEZONE")))
        self.parsed[hashlib.sha256(stored).hexdigest()] = [normalise(c, zones) for c in components]

    def _find(self, user: str, calendar: str, uid: str) -> tuple[str, icalendar.Calendar] | None:
        """(href, stored VCALENDAR) of the item holding `uid`, or None."""
        for path in sorted((self._server.storage / user / calendar).glob("*")):
            if path.name.startswith(".") or not path.is_file():
                continue
            try:
                stored = icalendar.Calendar.from_ical(path.read_bytes())
            except ValueError:  # an item icalendar cannot read is not one the harness can edit
                continue
            if any(str(e.get("UID")) == uid for e in stored.walk("VEVENT")):
                return path.name, stored
        return None

    def _request(self, user: str, method: str, path: str, body: str | bytes | None = None,
                 content_type: str | None = None) -> None:
        """One CalDAV request as `user`; raises ServiceError unless the server answers 2xx."""
        headers = {"Content-Type": f"{content_type}; charset=utf-8"} if content_type else {}
        try:
            response = self.http.request(method, path, content=body, headers=headers,
                                         auth=(user, self.passwords[user]))
        except httpx.HTTPError as e:
            raise ServiceError(f"calendar: {method} {path} failed: {e}") from None
        if not response.is_success:
            raise ServiceError(f"calendar: {method} {path} → {response.status_code} {response.text[:200]}")
