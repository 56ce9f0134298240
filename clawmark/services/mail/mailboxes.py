"""The harness's own IMAP access to every account: APPEND, find, move, flag, delete, read.

The harness holds every account's password, so it works through Dovecot exactly as a client
does (RFC 3501 with UIDPLUS and MOVE, RFC 6851). One connection per account, opened on first
use and guarded by one lock: the SMTP server's thread and the runner both use them.
"""

from __future__ import annotations

import logging
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Iterator

from imapclient import IMAPClient
from imapclient.exceptions import IMAPClientError

from clawmark.endpoint import ServiceError

logger = logging.getLogger(__name__)
# Dovecot stores its own clock as the INTERNALDATE of an APPEND dated further ahead of it than
# this (INTERNALDATE_MAX_FUTURE_SECS, src/imap/cmd-append.c).
DOVECOT_MAX_FUTURE = timedelta(hours=2)

RECENT = b"\\Recent"
PLACEHOLDER_FOLDER = {b"\\noselect", b"\\nonexistent"}
# A session idle this long is probed with NOOP before use: Dovecot logs out a client idle for 30
# minutes (RFC 3501 §5.4), and an agent's day may last longer than that.
IDLE_PROBE_S = 60.0


@dataclass(frozen=True)
class Stored:
    """One message as IMAP returns it: bytes, flags (without \\Recent) and INTERNALDATE."""

    raw: bytes
    flags: tuple[str, ...]
    internaldate: datetime


class Mailboxes:
    """IMAP sessions to the Dovecot on `port`, one per account of `accounts` (address → password)."""

    def __init__(self, port: int, accounts: dict[str, str]):
        self.port = port
        self.accounts = accounts
        self.lock = threading.RLock()
        self._clients: dict[str, IMAPClient] = {}
        self._used: dict[str, float] = {}  # address → time.monotonic() of its session's last use
        self._warned_future = False

    def client(self, address: str) -> IMAPClient:
        """The logged-in session of `address`; raises ServiceError for an unknown account."""
        if address not in self.accounts:
            raise ServiceError(f"no mail account {address!r} (accounts: {', '.join(sorted(self.accounts))})")
        with self.lock:
            if address in self._clients and time.monotonic() - self._used[address] > IDLE_PROBE_S:
                try:
                    self._clients[address].noop()
                except (OSError, IMAPClientError):
                    del self._clients[address]  # logged out for inactivity: log in again
            self._used[address] = time.monotonic()
            if address not in self._clients:
                try:
                    client = IMAPClient("127.0.0.1", self.port, ssl=False, timeout=30)
                    client.normalise_times = False
                    client.login(address, self.accounts[address])
                except (OSError, IMAPClientError) as e:
                    raise ServiceError(f"IMAP login as {address} failed: {e}") from e
                self._clients[address] = client
            return self._clients[address]

    @contextmanager
    def session(self, address: str) -> Iterator[IMAPClient]:
        """The session of `address`, held under the lock; IMAP and socket errors become
        ServiceError (and the broken session is dropped, so the next use logs in again)."""
        with self.lock:
            client = self.client(address)
            try:
                yield client
            except (IMAPClientError, OSError) as e:
                self._clients.pop(address, None)
                raise ServiceError(f"IMAP as {address}: {e}") from e

    def create(self, address: str, folder: str) -> None:
        """Create `folder` (and subscribe to it) unless it exists."""
        with self.session(address) as client:
            if not client.folder_exists(folder):
                client.create_folder(folder)
                client.subscribe_folder(folder)

    def append(self, address: str, folder: str, raw: bytes, flags: list[str], when: datetime) -> None:
        """APPEND `raw` to `folder` with `flags` and INTERNALDATE `when` (RFC 3501 §6.3.11).

        A `when` more than DOVECOT_MAX_FUTURE ahead of this machine's clock is stored as the
        machine's time by Dovecot: logged once as a warning (reading the wall clock only for it),
        because the snapshots of such a world differ from run to run.
        """
        if not self._warned_future and when > datetime.now(timezone.utc) + DOVECOT_MAX_FUTURE:
            self._warned_future = True
            logger.warning("warning: mail: a message is dated %s, more than 2 h ahead of this machine's clock; "
                           "Dovecot stores the machine's time as its INTERNALDATE instead (cmd-append.c), so "
                           "snapshots will differ between runs: date the task's mail before today", when.isoformat())
        with self.session(address) as client:
            client.append(folder, raw, flags=[f.encode() for f in flags], msg_time=when)

    def folders(self, address: str) -> list[str]:
        """The names of the account's folders that can hold messages, sorted.

        LIST also names the levels above a nested folder that are not folders themselves
        (`Projects` of `Projects/2024` when only that was created, or after `Projects` was
        deleted): `\\Noselect` (RFC 3501 §7.2.2) or `\\NonExistent` (RFC 5258 §3.4). They cannot
        be SELECTed or hold mail, and their children's names show them, so they are left out.
        """
        with self.session(address) as client:
            return sorted(name for flags, _, name in client.list_folders()
                          if not {f.lower() for f in flags} & PLACEHOLDER_FOLDER)

    def locate(self, address: str, message_id: str, folder: str | None = None) -> tuple[str, list[int]]:
        """(folder, UIDs) of the messages whose Message-ID is `message_id` (with <>).

        Looks in `folder`, else in every folder (sorted). Raises ServiceError when none matches.
        """
        with self.session(address) as client:
            for name in [folder] if folder else self.folders(address):
                client.select_folder(name)
                uids = client.search(["HEADER", "Message-ID", message_id])
                if uids:
                    return name, sorted(uids)
        raise ServiceError(f"no message {message_id} in {address}/{folder or '*'}")

    def move(self, address: str, folder: str, uids: list[int], to: str) -> None:
        """MOVE the `uids` of `folder` into `to`; raises ServiceError when `to` does not exist."""
        with self.session(address) as client:
            if not client.folder_exists(to):
                raise ServiceError(f"no folder {to!r} in {address}")
            client.select_folder(folder)
            client.move(uids, to)

    def set_flags(self, address: str, folder: str, uids: list[int], flags: list[str], add: bool) -> None:
        """Add (or remove) `flags` on the `uids` of `folder` (STORE ±FLAGS)."""
        with self.session(address) as client:
            client.select_folder(folder)
            encoded = [f.encode() for f in flags]
            (client.add_flags if add else client.remove_flags)(uids, encoded, silent=True)

    def delete(self, address: str, folder: str, uids: list[int]) -> None:
        """Set \\Deleted on the `uids` of `folder` and expunge exactly them (UID EXPUNGE)."""
        with self.session(address) as client:
            client.select_folder(folder)
            client.delete_messages(uids, silent=True)
            client.uid_expunge(uids)

    def read(self, address: str, folder: str) -> list[Stored]:
        """Every message of `folder` in UID order, read without setting \\Seen (BODY.PEEK[]).

        An empty folder is answered by STATUS alone (SELECT costs milliseconds per folder).
        """
        with self.session(address) as client:
            if not client.folder_status(folder, [b"MESSAGES"])[b"MESSAGES"]:
                return []
            client.select_folder(folder, readonly=True)
            uids = client.search(["ALL"])
            found = client.fetch(uids, ["BODY.PEEK[]", "FLAGS", "INTERNALDATE"]) if uids else {}
            return [
                Stored(item[b"BODY[]"], tuple(sorted(f.decode() for f in item[b"FLAGS"] if f != RECENT)),
                       item[b"INTERNALDATE"])
                for _, item in sorted(found.items())
            ]

    def close(self) -> None:
        """Log every session out (errors ignored: the server may be gone)."""
        with self.lock:
            for client in self._clients.values():
                try:
                    client.logout()
                except Exception:  # noqa: BLE001 - closing a dead connection
                    pass
            self._clients.clear()
