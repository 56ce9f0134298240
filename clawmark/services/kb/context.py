"""The context of one operation: the store, who acts, and which API version renders the answer.

Every write goes through a Context so that ids, timestamps and `created_by`/`last_edited_by`
are set the same way for the agent's requests, the seed and the harness's mutations.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from clawmark.services.kb.errors import bad_url, expect, invalid, not_found
from clawmark.services.kb.richtext import name_mentions, plain
from clawmark.services.kb.store import Store

LEGACY_VERSION = "2022-06-28"
CURRENT_VERSION = "2025-09-03"
MARKDOWN_VERSION = "2026-03-11"  # the page-markdown endpoints need it; otherwise like CURRENT_VERSION
OLDER_VERSIONS = ("2021-08-16", "2022-02-22")  # older SDKs send these; served like LEGACY_VERSION
VERSIONS = (*OLDER_VERSIONS, LEGACY_VERSION, CURRENT_VERSION, MARKDOWN_VERSION)


@dataclass
class Context:
    """`actor`: the acting user's id; `legacy`: render for Notion-Version 2022-06-28 or older (databases
    hold properties and are queried directly); `version`: the request's Notion-Version;
    `base_url`: where file URLs point."""

    store: Store
    actor: str
    legacy: bool = False
    base_url: str = ""
    version: str = CURRENT_VERSION
    _sources: dict = field(default_factory=dict, repr=False)

    def require_current(self) -> None:
        """The data source endpoints exist from Notion-Version 2025-09-03 on: before it, their URLs
        are unknown (400 invalid_request_url), as the databases query URL is unknown after it."""
        if self.legacy:
            raise bad_url()

    # lookups (the properties.Lookup protocol)

    def user(self, user_id: str) -> dict | None:
        """The user object with `user_id`, or None."""
        record = self.store.get(user_id, "user")
        return _user(record) if record else None

    def page_exists(self, page_id: str) -> bool:
        """Whether a page with `page_id` exists and is not in the trash."""
        record = self.store.get(page_id, "page")
        return record is not None and not record["in_trash"]

    def record(self, object_id: object, kind: str, field: str = "id") -> dict:
        """The object of `kind` with `object_id`; object_not_found otherwise. Data sources are
        read once per context (one request or change), so every user shares the same dict."""
        expect(isinstance(object_id, str), f"{field} should be a string.")
        object_id = normal_id(object_id)
        if kind == "data_source" and object_id in self._sources:
            return self._sources[object_id]
        record = self.store.get(object_id)
        if record is not None and record["object"] != kind:
            other = record["object"].replace("_", " ")
            raise invalid(f"Provided ID {object_id} is a {other}, not a {kind.replace('_', ' ')}. "
                          f"Use the {other} endpoints for it.")
        if record is None:
            raise not_found(object_id, kind.replace("_", " "))
        if kind == "data_source":
            self._sources[object_id] = record
        return record

    def block_like(self, object_id: str) -> dict:
        """A block, or a page (pages are blocks too); object_not_found otherwise."""
        object_id = normal_id(object_id)
        record = self.store.get(object_id)
        if record is None or record["object"] not in ("block", "page", "database"):
            raise not_found(object_id, "block")
        return record

    # writes

    def new(self, kind: str, **fields) -> dict:
        """A fresh record of `kind` with id, seq and created/edited stamps by the actor."""
        object_id, seq = self.store.new_id()
        now = self.store.stamp()
        by = {"object": "user", "id": self.actor}
        return {"object": kind, "id": object_id, "seq": seq, "created_time": now, "last_edited_time": now,
                "created_by": by, "last_edited_by": by, "in_trash": False, **fields}

    def touch(self, record: dict) -> str:
        """Mark `record` as last edited now by the actor; returns the stamp."""
        now = self.store.stamp()
        record["last_edited_time"] = now
        record["last_edited_by"] = {"object": "user", "id": self.actor}
        return now

    def save(self, record: dict) -> None:
        """Write `record`, indexed under the id its `parent` names (none for the workspace)."""
        parent = record.get("parent") or {}
        kind = parent.get("type")
        name_mentions(record, self._name_of)
        self.store.put(record, parent.get(kind) if kind and kind != "workspace" else None)

    def _name_of(self, kind: str, object_id: str) -> str | None:
        """A user's name or a page's, database's or data source's title, for mentions."""
        record = self.store.get(normal_id(object_id), kind)
        if record is None:
            return None
        if kind == "user":
            return record["name"]
        return plain(record["properties"].get("title", []) if kind == "page" else record["title"])


def normal_id(object_id: str) -> str:
    """`object_id` dashed and lower-cased when it is a UUID (Notion accepts both), else unchanged."""
    raw = object_id.replace("-", "").lower()
    if len(raw) == 32 and all(c in "0123456789abcdef" for c in raw):
        return f"{raw[:8]}-{raw[8:12]}-{raw[12:16]}-{raw[16:20]}-{raw[20:]}"
    return object_id


def _user(record: dict) -> dict:
    out = {"object": "user", "id": record["id"], "name": record["name"], "avatar_url": record.get("avatar_url"),
           "type": record["type"]}
    if record["type"] == "person":
        out["person"] = {"email": record.get("email")}
    else:
        out["bot"] = record.get("bot", {})
    return out
