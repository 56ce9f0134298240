"""Seeding the knowledge base from a task folder's `seed/kb/*.json` (files in name order).

    seed/kb/10-claims.json
      {"users":     [{"id": "dana", "name": "Dana Okafor", "email": "dana@harbor.example"}],
       "pages":     [{"id": "home", "parent": {"workspace": true},
                      "properties": {"title": {"title": [{"text": {"content": "Claims desk"}}]}},
                      "children": [{"paragraph": {"rich_text": [{"text": {"content": "…"}}]}}]}],
       "databases": [{"id": "claims", "parent": {"page_id": "home"}, "title": "Claims",
                      "properties": {"Claim": {"title": {}}, "Status": {"select": {"options": [...]}}},
                      "rows": [{"id": "clm-0417", "properties": {...}, "children": [...]}]}]}

Objects are written in Notion's request shapes. `id`s are labels: anywhere a body names an id
(`page_id`, `database_id`, a relation's or person's `id`), a label stands for the object it
labelled. A media block's `{"file": {"path": "artifacts/x.png"}}` is copied from the task folder
and served by the server. Within a file: users, then pages, then databases with their rows;
`created_by` (a user label) sets who created an object (default: the task's principal, label
`principal`); `created_time` (ISO 8601) backdates a page, row or database (default: the start of
the first round).
"""

from __future__ import annotations

import json
import shutil
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from clawmark.changes import relative_path
from clawmark.endpoint import ServiceError
from clawmark.services.base import sha256_hex
from clawmark.services.kb import databases, pages
from clawmark.services.kb.context import Context
from clawmark.services.kb.errors import NotionError, invalid
from clawmark.services.kb.store import Store

ID_KEYS = {"id", "page_id", "database_id", "data_source_id", "block_id"}
OWN_KEYS = ("id", "created_by", "created_time")  # seed-only keys, not part of the request body


class Seeder:
    """Writes seed objects and resolves labels; shared by the seed and by changes."""

    def __init__(self, store: Store, root: Path, files_dir: Path):
        self.store, self.root, self.files_dir = store, root, files_dir

    def resolve(self, value: Any) -> Any:
        """`value` with labels replaced by ids and `{"file": {"path"}}` sources copied in."""
        if isinstance(value, list):
            return [self.resolve(v) for v in value]
        if not isinstance(value, dict):
            return value
        out = {}
        for key, item in value.items():
            if key in ID_KEYS and isinstance(item, str):
                out[key] = self.store.ref(item) or item
            elif key == "file" and isinstance(item, dict) and "path" in item:
                out[key] = self._copy(item["path"])
            else:
                out[key] = self.resolve(item)
        return out

    def _copy(self, rel: Any) -> dict:
        try:
            path = self.root / relative_path(str(rel))
            data = path.read_bytes()
        except (ValueError, OSError) as e:
            raise ServiceError(f"kb seed: file {rel!r}: {e}") from None
        digest = sha256_hex(data)
        self.files_dir.mkdir(exist_ok=True)
        shutil.copyfile(path, self.files_dir / digest)
        return {"sha256": digest, "name": Path(rel).name}

    def actor(self, label: str | None) -> str:
        """The user id a `by` / `created_by` label names (default: the principal)."""
        if label is None:
            return self.store.meta("owner", "")
        user_id = self.store.ref(label)
        if user_id is None or self.store.get(user_id, "user") is None:
            raise ServiceError(f"kb: no user labelled {label!r}")
        return user_id

    def user(self, label: str | None, name: str, kind: str = "person", email: str | None = None, **extra) -> str:
        """Create a user; returns its id."""
        user_id, seq = self.store.new_id()
        record = {"object": "user", "id": user_id, "seq": seq, "type": kind, "name": name, "avatar_url": None,
                  "email": email, "in_trash": False, **extra}
        self.store.put(record)
        if label:
            self.store.set_ref(label, user_id)
        return user_id

    def page(self, spec: dict, actor: str) -> dict:
        """Create the page `spec` (labels resolved) as `actor`; returns its record."""
        body = self.resolve({k: v for k, v in spec.items() if k not in OWN_KEYS})
        ctx = Context(self.store, actor)
        page = pages.create(ctx, body)
        self._label(spec, page["id"])
        _backdate(ctx, page, spec)
        return page

    def database(self, spec: dict, actor: str) -> dict:
        """Create the database `spec` and its `rows` as `actor`; returns its record."""
        body = self.resolve({k: v for k, v in spec.items() if k not in (*OWN_KEYS, "rows")})
        ctx = Context(self.store, actor, legacy=True)
        database, source = databases.create_database(ctx, body)
        self._label(spec, database["id"])
        _backdate(ctx, database, spec)
        for row in spec.get("rows", []):
            self.page({**row, "parent": {"data_source_id": source["id"]}},
                      self.actor(row.get("created_by")) if row.get("created_by") else actor)
        return database

    def _label(self, spec: dict, object_id: str) -> None:
        if isinstance(spec.get("id"), str):
            self.store.set_ref(spec["id"], object_id)


def _backdate(ctx: Context, record: dict, spec: dict) -> None:
    """Give `record` the seed's `created_time` (also as its last edit and its properties' edits)."""
    when = spec.get("created_time")
    if when is None:
        return
    try:
        instant = datetime.fromisoformat(when)
    except (TypeError, ValueError):
        raise invalid(f"created_time should be an ISO 8601 date-time, instead was `{when!r}`.") from None
    if instant.tzinfo is None:
        raise invalid(f"created_time needs a UTC offset, instead was `{when}`.")
    stamp = instant.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000Z")
    record["created_time"] = record["last_edited_time"] = stamp
    for edit in record.get("edits", {}).values():
        edit["time"] = stamp
    ctx.save(record)


def seed_files(folder: Path) -> list[Path]:
    """The `*.json` seed files in `folder`, sorted; none when it does not exist."""
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def read_seed_file(path: Path, shown: Path | str) -> dict[str, Any]:
    """One seed file's object (users, pages, databases); raises ServiceError naming it as `shown`."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise ServiceError(f"{shown}: not valid JSON: {e}") from None
    if not isinstance(data, dict) or set(data) - {"users", "pages", "databases"}:
        raise ServiceError(f"{shown}: expected an object with users, pages and databases")
    return data


def load(seeder: Seeder, folder: Path) -> None:
    """Seed every `*.json` in `folder` (sorted); ServiceError names the file and the object at fault."""
    for path in seed_files(folder):
        shown = path.relative_to(seeder.root)
        data = read_seed_file(path, shown)
        for group in ("users", "pages", "databases"):
            for i, spec in enumerate(data.get(group, [])):
                where = f"{shown}: {group}[{i}]"
                if not isinstance(spec, dict):
                    raise ServiceError(f"{where}: expected an object")
                try:
                    with seeder.store.transaction():
                        _one(seeder, group, spec)
                except NotionError as e:
                    raise ServiceError(f"{where}: {e.message}") from None


def _one(seeder: Seeder, group: str, spec: dict) -> None:
    if group == "users":
        if not isinstance(spec.get("name"), str):
            raise NotionError(400, "validation_error", "name should be a string")
        seeder.user(spec.get("id"), spec["name"], email=spec.get("email"))
        return
    actor = seeder.actor(spec.get("created_by"))
    (seeder.page if group == "pages" else seeder.database)(spec, actor)
