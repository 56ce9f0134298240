"""The knowledge base's state: one SQLite file holding every Notion object as JSON.

    objects(id, object, parent, seq, rev, data)   one row per user, page, database, data source,
                                             block and comment; `seq` is the creation counter,
                                             `rev` counts the writes of the row
    meta(key, value)                         namespace, creation counter, universe time, ticks
    refs(label, id)                          seed and change labels → object ids

Both the server process and the harness open the same file (WAL mode): the server answers the
agent, the harness seeds, applies changes and snapshots while the agent is idle. Object ids are
UUIDs derived from the namespace (the task's name) and the creation counter, and timestamps
come from the universe time the harness writes into `meta`, so a run's objects are the same
every time it is replayed.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import uuid
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Iterator

SCHEMA = """
CREATE TABLE IF NOT EXISTS objects (
  id TEXT PRIMARY KEY, object TEXT NOT NULL, parent TEXT, seq INTEGER NOT NULL, rev INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS objects_parent ON objects (parent, object, seq);
CREATE INDEX IF NOT EXISTS objects_kind ON objects (object, seq);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS refs (label TEXT PRIMARY KEY, id TEXT NOT NULL);
"""
EPOCH = "2000-01-01T00:00:00+00:00"


class Store:
    """The SQLite file at `path`; every public method is safe to call from several threads.

    A write waits up to `busy_timeout_s` for another process's transaction, then raises
    sqlite3.OperationalError ("database is locked")."""

    def __init__(self, path: Path, busy_timeout_s: float = 10):
        self.db = sqlite3.connect(path, check_same_thread=False, isolation_level=None, timeout=busy_timeout_s)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)
        self._lock = threading.RLock()
        self._depth = 0
        self._decoded: dict[str, tuple[int, dict]] = {}

    def close(self) -> None:
        """Close the connection."""
        self.db.close()

    @contextmanager
    def transaction(self) -> Iterator[Store]:
        """All writes inside commit together or not at all (nested calls join the outer one)."""
        with self._lock:
            if self._depth:
                self._depth += 1
                try:
                    yield self
                finally:
                    self._depth -= 1
                return
            self.db.execute("BEGIN IMMEDIATE")
            self._depth = 1
            try:
                yield self
            except BaseException:
                self.db.execute("ROLLBACK")
                self._decoded.clear()  # it may hold records of the rolled-back writes
                raise
            else:
                self.db.execute("COMMIT")
            finally:
                self._depth = 0

    # objects

    def get(self, object_id: str, kind: str | None = None) -> dict | None:
        """The object with `object_id` (of `kind`, when given), or None."""
        with self._lock:
            row = self.db.execute("SELECT object, data FROM objects WHERE id = ?", (object_id,)).fetchone()
        if row is None or (kind is not None and row[0] != kind):
            return None
        return json.loads(row[1])

    def put(self, record: dict, parent: str | None = None) -> None:
        """Insert or replace `record` (which has `id`, `object` and, when new, `seq`)."""
        with self._lock:
            self.db.execute(
                "INSERT INTO objects (id, object, parent, seq, data) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT (id) DO UPDATE SET data = excluded.data, parent = excluded.parent, rev = rev + 1",
                (record["id"], record["object"], parent, record["seq"], json.dumps(record, separators=(",", ":"), allow_nan=False)),
            )

    def children(self, parent: str, kind: str) -> list[dict]:
        """Objects of `kind` whose parent is `parent`, in creation order."""
        with self._lock:
            rows = self.db.execute(
                "SELECT data FROM objects WHERE parent = ? AND object = ? ORDER BY seq", (parent, kind)
            ).fetchall()
        return [json.loads(r[0]) for r in rows]

    def shared_children(self, parent: str, kind: str) -> list[dict]:
        """Like `children`, but the records are decoded once and shared between calls: callers
        must never change them (queries and snapshots only read). A record is decoded again
        whenever its stored JSON changes, whichever process changed it."""
        return self._shared("WHERE parent = ? AND object = ?", (parent, kind))

    def shared_all(self, kind: str) -> list[dict]:
        """Like `all`, with records shared as in `shared_children`."""
        return self._shared("WHERE object = ?", (kind,))

    def _shared(self, where: str, args: tuple) -> list[dict]:
        with self._lock:
            rows = self.db.execute(f"SELECT id, rev FROM objects {where} ORDER BY seq", args).fetchall()
            stale = [object_id for object_id, rev in rows if self._decoded.get(object_id, (None,))[0] != rev]
            for start in range(0, len(stale), 500):
                chunk = stale[start:start + 500]
                marks = ",".join("?" * len(chunk))
                for object_id, rev, data in self.db.execute(
                        f"SELECT id, rev, data FROM objects WHERE id IN ({marks})", chunk):
                    self._decoded[object_id] = (rev, json.loads(data))
            return [self._decoded[object_id][1] for object_id, _ in rows]

    def all(self, kind: str) -> list[dict]:
        """Every object of `kind`, in creation order."""
        with self._lock:
            rows = self.db.execute("SELECT data FROM objects WHERE object = ? ORDER BY seq", (kind,)).fetchall()
        return [json.loads(r[0]) for r in rows]

    def new_id(self) -> tuple[str, int]:
        """A fresh (id, seq): a UUID derived from the namespace and the next creation counter."""
        with self.transaction():
            seq = int(self.meta("counter", "0")) + 1
            self.set_meta("counter", str(seq))
            digest = hashlib.sha256(f"{self.meta('namespace', '')}\0{seq}".encode()).digest()
        return str(uuid.UUID(bytes=digest[:16], version=4)), seq

    # meta and refs

    def meta(self, key: str, default: str | None = None) -> str | None:
        """The meta value of `key`, or `default`."""
        with self._lock:
            row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else default

    def set_meta(self, key: str, value: str) -> None:
        """Set the meta value of `key`."""
        with self._lock:
            self.db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    def set_ref(self, label: str, object_id: str) -> None:
        """Let `label` stand for `object_id` (seed and change labels)."""
        with self._lock:
            self.db.execute("INSERT OR REPLACE INTO refs (label, id) VALUES (?, ?)", (label, object_id))

    def ref(self, label: str) -> str | None:
        """The object id a seed or change label stands for, or None."""
        with self._lock:
            row = self.db.execute("SELECT id FROM refs WHERE label = ?", (label,)).fetchone()
        return row[0] if row else None

    # universe time

    def set_now(self, now: datetime) -> None:
        """Make `now` (aware) the current universe time; a new time restarts the tick count."""
        value = now.astimezone(timezone.utc).isoformat()
        with self.transaction():
            if self.meta("now") != value:
                self.set_meta("now", value)
                self.set_meta("ticks", "0")

    def stamp(self) -> str:
        """A fresh universe instant (one second after the last stamp) as Notion writes times:
        ISO 8601 UTC with milliseconds, e.g. `2024-03-04T07:30:01.000Z`."""
        with self.transaction():
            ticks = int(self.meta("ticks", "0")) + 1
            self.set_meta("ticks", str(ticks))
            now = datetime.fromisoformat(self.meta("now", EPOCH)) + timedelta(seconds=ticks)
        return now.strftime("%Y-%m-%dT%H:%M:%S.000Z")

    def today(self) -> datetime:
        """The current universe time (aware, UTC), for relative date filters."""
        return datetime.fromisoformat(self.meta("now", EPOCH))
