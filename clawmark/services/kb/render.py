"""Records as the API returns them, for Notion-Version 2025-09-03 or (legacy) 2022-06-28.

The two versions differ in databases: with 2025-09-03 a database lists its `data_sources` and
pages name `data_source_id` parents; with 2022-06-28 a database carries its data source's
`properties` and pages name `database_id` parents.
"""

from __future__ import annotations

from clawmark.services.kb import properties as values
from clawmark.services.kb import schema as schemas
from clawmark.services.kb.context import Context
from clawmark.services.kb.pages import schema_of
from clawmark.services.kb.richtext import plain

PUBLIC = "https://www.notion.so/"


def _common(record: dict) -> dict:
    return {"object": record["object"], "id": record["id"], "created_time": record["created_time"],
            "last_edited_time": record["last_edited_time"], "created_by": record["created_by"],
            "last_edited_by": record["last_edited_by"], "archived": record["in_trash"], "in_trash": record["in_trash"]}


def url(record: dict) -> str:
    """The public URL of a page, database or data source (notion.so form, no port)."""
    return PUBLIC + record["id"].replace("-", "")


def _parent(ctx: Context, parent: dict) -> dict:
    if parent["type"] == "data_source_id" and ctx.legacy:
        return {"type": "database_id", "database_id": parent["database_id"]}
    return dict(parent)


def page(ctx: Context, record: dict, only: list[str] | None = None) -> dict:
    """A page object (Notion API reference, "Page"); `only`: the property ids or names to include
    (the `filter_properties` query parameter), all when None or empty."""
    schema = schema_of(ctx, record)
    props = {p["name"]: values.api(p, record, ctx) for p in schema.values()
             if not only or p["id"] in only or p["name"] in only}
    return {**_common(record), "is_locked": False, "icon": record["icon"], "cover": record["cover"],
            "parent": _parent(ctx, record["parent"]), "properties": props, "url": url(record), "public_url": None}


def database(ctx: Context, record: dict) -> dict:
    """A database object; with 2022-06-28 it carries its first data source's properties."""
    out = {**_common(record), "is_locked": False, "title": record["title"], "description": record["description"],
           "icon": record["icon"], "cover": record["cover"], "parent": record["parent"],
           "is_inline": record["is_inline"], "url": url(record), "public_url": None}
    if ctx.legacy:
        source = ctx.record(record["data_sources"][0], "data_source")
        out["properties"] = schemas.by_name(source["properties"])
    else:
        sources = [ctx.record(s, "data_source") for s in record["data_sources"]]
        out["data_sources"] = [{"id": s["id"], "name": plain(s["title"])} for s in sources]
    return out


def data_source(ctx: Context, record: dict) -> dict:
    """A data source object (Notion API reference, "Data source")."""
    database = ctx.record(record["parent"]["database_id"], "database")
    return {**_common(record), "title": record["title"], "description": record["description"],
            "icon": database["icon"], "cover": database["cover"], "parent": record["parent"],
            "database_parent": database["parent"], "is_inline": database["is_inline"],
            "properties": schemas.by_name(record["properties"]), "url": url(record), "public_url": None}


def block(ctx: Context, record: dict) -> dict:
    """A block object; a page shows as a child_page block, a database as a child_database block."""
    if record["object"] == "page":
        kind, body = "child_page", {"title": plain(_title(ctx, record))}
    elif record["object"] == "database":
        kind, body = "child_database", {"title": plain(record["title"])}
    else:
        kind, body = record["type"], _block_body(ctx, record)
    parent = record["parent"]
    if record["object"] == "page" and parent["type"] == "data_source_id":
        parent = _parent(ctx, parent)
    live = any((c := ctx.store.get(child_id)) is not None and not c["in_trash"] for child_id in record.get("children", []))
    return {**{**_common(record), "object": "block"}, "parent": parent, "has_children": live, "type": kind, kind: body}


def _title(ctx: Context, record: dict) -> list:
    prop = next(p for p in schema_of(ctx, record).values() if p["type"] == "title")
    return record["properties"].get(prop["id"], [])


def _block_body(ctx: Context, record: dict) -> dict:
    body = dict(record[record["type"]])
    source = body.get("file")
    if body.get("type") == "file" and source and "sha256" in source:
        body["file"] = {"url": f"{ctx.base_url}files/{source['sha256']}/{source['name']}",
                        "expiry_time": "2999-12-31T00:00:00.000Z"}
    return body


def comment(record: dict) -> dict:
    """A comment object (Notion API reference, "Comment")."""
    return {"object": "comment", "id": record["id"], "parent": record["parent"],
            "discussion_id": record["discussion_id"], "created_time": record["created_time"],
            "last_edited_time": record["last_edited_time"], "created_by": record["created_by"],
            "rich_text": record["rich_text"]}


def user(ctx: Context, record: dict) -> dict:
    """A user object (Notion API reference, "User")."""
    return ctx.user(record["id"])
