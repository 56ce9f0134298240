"""The knowledge base's canonical snapshot: users, databases (schema), pages (normalised property
values and block trees) and comments, all in creation order, with ids as stable references.

    {"agent": <bot user id>,
     "users": [{"id", "name", "type", "email"}],
     "databases": [{"id", "title", "parent", "in_trash",
                    "data_sources": [{"id", "title", "in_trash", "properties": {name: {"type", ...}}}]}],
     "pages": [{"id", "parent": {"type", "id"}, "title", "in_trash", "properties": {name: value},
                "edits": {name: {"by", "time"}}, "blocks": [...], "created_by", "created_time",
                "last_edited_by", "last_edited_time"}],
     "comments": [{"id", "parent", "discussion_id", "text", "created_by", "created_time"}]}

Values are reduced as properties.plain does, with numbers as ints or decimal strings (no
floats); times are universe times. Nothing request-time (ports, URLs, request ids) enters.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from clawmark.services.kb import properties as values
from clawmark.services.kb.blocks import TEXT
from clawmark.services.kb.richtext import plain
from clawmark.services.kb.store import Store


def snapshot(store: Store) -> dict:
    """The canonical snapshot of `store` (see the module docstring for its shape)."""
    sources = {s["id"]: s for s in store.shared_all("data_source")}
    tree = {b["id"]: b for b in store.shared_all("block")}
    pages = store.shared_all("page")
    databases = store.all("database")
    children = {p["id"]: {"type": "child_page", "title": _title(p, sources)} for p in pages}
    children.update({d["id"]: {"type": "child_database", "title": plain(d["title"])} for d in databases})
    return {
        "agent": store.meta("bot", ""),
        "users": [{"id": u["id"], "name": u["name"], "type": u["type"], "email": u.get("email")}
                  for u in store.all("user")],
        "databases": [_database(d, sources) for d in databases],
        "pages": [_page(p, sources, tree, children) for p in pages],
        "comments": [{"id": c["id"], "parent": _parent(c["parent"]), "discussion_id": c["discussion_id"],
                      "text": plain(c["rich_text"]), "created_by": c["created_by"]["id"],
                      "created_time": c["created_time"]} for c in store.all("comment")],
    }


def _schema(page: dict, sources: dict) -> dict:
    parent = page["parent"]
    return sources[parent["data_source_id"]]["properties"] if parent["type"] == "data_source_id" else values.TITLE_ONLY


def _title(page: dict, sources: dict) -> str:
    prop = next(p for p in _schema(page, sources).values() if p["type"] == "title")
    return plain(page["properties"].get(prop["id"], []))


def _parent(parent: dict) -> dict:
    kind = parent["type"]
    if kind == "workspace":
        return {"type": "workspace", "id": None}
    if kind == "data_source_id":
        return {"type": "data_source", "id": parent["data_source_id"], "database_id": parent["database_id"]}
    return {"type": kind.removesuffix("_id"), "id": parent[kind]}


def _database(record: dict, sources: dict) -> dict:
    return {"id": record["id"], "title": plain(record["title"]), "parent": _parent(record["parent"]),
            "in_trash": record["in_trash"], "data_sources": [
                {"id": s["id"], "title": plain(s["title"]), "in_trash": s["in_trash"],
                 "properties": {p["name"]: _declared(p) for p in s["properties"].values()}}
                for s in (sources[i] for i in record["data_sources"])]}


def _declared(prop: dict) -> dict:
    kind = prop["type"]
    config = prop[kind]
    out: dict[str, Any] = {"type": kind}
    if "options" in config:
        out["options"] = [o["name"] for o in config["options"]]
    for key in ("format", "expression", "prefix", "data_source_id", "function"):
        if key in config:
            out[key] = config[key]
    return out


def _page(record: dict, sources: dict, tree: dict, children: dict) -> dict:
    schema = _schema(record, sources)
    names = {p["id"]: p["name"] for p in schema.values()}
    return {
        "id": record["id"], "parent": _parent(record["parent"]), "title": children[record["id"]]["title"],
        "in_trash": record["in_trash"],
        "properties": {p["name"]: _number(values.plain(p, record)) for p in schema.values()},
        "edits": {names[i]: e for i, e in record.get("edits", {}).items() if i in names},
        "blocks": _blocks(record["children"], tree, children),
        "created_by": record["created_by"]["id"], "created_time": record["created_time"],
        "last_edited_by": record["last_edited_by"]["id"], "last_edited_time": record["last_edited_time"],
    }


def _number(value: Any) -> Any:
    if isinstance(value, float):
        return int(value) if value.is_integer() else str(Decimal(repr(value)))
    return value


def _blocks(ids: list[str], tree: dict, children: dict) -> list[dict]:
    out = []
    for block_id in ids:
        block = tree.get(block_id)
        if block is None:  # a child page or database: listed on its own, referenced here
            out.append({"id": block_id, **children[block_id]})
            continue
        kind, body = block["type"], block[block["type"]]
        item: dict[str, Any] = {"id": block_id, "type": kind, "in_trash": block["in_trash"],
                                "created_by": block["created_by"]["id"]}
        if kind in TEXT:
            item["text"] = plain(body["rich_text"])
        for key in ("checked", "language", "url", "expression", "table_width", "has_column_header"):
            if key in body:
                item[key] = body[key]
        if kind == "table_row":
            item["cells"] = [plain(cell) for cell in body["cells"]]
        if body.get("type") in ("external", "file"):
            item["source"] = body.get("external", {}).get("url") or body["file"]["sha256"]
        item["children"] = _blocks(block["children"], tree, children)
        out.append(item)
    return out
