"""Databases and data sources (Notion API reference, "Database", "Data source", "Query a data source").

Since Notion-Version 2025-09-03 a database is a container of data sources, each with its own
property schema and pages; with 2022-06-28 a database shows the schema of its (first) data
source and is queried directly. Both views share these records.
"""

from __future__ import annotations

from typing import Any

from clawmark.services.kb import filters, schema as schemas
from clawmark.services.kb import properties as values
from clawmark.services.kb.context import Context
from clawmark.services.kb.errors import expect, invalid
from clawmark.services.kb.pages import TRASHED, icon_object
from clawmark.services.kb.pagination import window
from clawmark.services.kb.richtext import rich_text
from clawmark.services.kb.blocks import trash_flag


def _relation_target(ctx: Context):
    def resolve(config: dict, field: str) -> tuple[str, str]:
        if "data_source_id" in config and not ctx.legacy:
            source = ctx.record(config["data_source_id"], "data_source", f"{field}.data_source_id")
        elif "database_id" in config:
            database = ctx.record(config["database_id"], "database", f"{field}.database_id")
            source = ctx.record(database["data_sources"][0], "data_source")
        else:
            raise invalid(f"{field} should have a data_source_id or database_id.")
        return source["id"], source["parent"]["database_id"]
    return resolve


def create_database(ctx: Context, body: Any) -> tuple[dict, dict]:
    """A new database with one data source, from a Create-a-database body: `properties` (2022-06-28)
    or `initial_data_source.properties` (2025-09-03). Returns (database, data source)."""
    expect(isinstance(body, dict), "body should be an object.")
    parent = body.get("parent")
    expect(isinstance(parent, dict), "body.parent should be an object.")
    page = None
    if parent.get("workspace") is True:
        parent_ref = {"type": "workspace", "workspace": True}
    else:
        page = ctx.record(parent.get("page_id"), "page", "body.parent.page_id")
        expect(not page["in_trash"], TRASHED)
        parent_ref = {"type": "page_id", "page_id": page["id"]}
    initial = body.get("initial_data_source") or {}
    expect(isinstance(initial, dict), "body.initial_data_source should be an object.")
    spec = body.get("properties", initial.get("properties"))
    expect(spec is not None, "body.initial_data_source.properties should be defined." if not ctx.legacy
           else "body.properties should be defined.")
    title = rich_text(body.get("title", []), "body.title")
    database = ctx.new("database", parent=parent_ref, title=title,
                       description=rich_text(body.get("description", []), "body.description"),
                       icon=icon_object(body.get("icon"), "icon"), cover=icon_object(body.get("cover"), "cover"),
                       is_inline=bool(body.get("is_inline", False)), data_sources=[])
    ctx.save(database)
    source = _new_source(ctx, database, initial.get("title", title), spec, "properties")
    database["data_sources"].append(source["id"])
    ctx.save(database)
    if page is not None:
        page["children"].append(database["id"])
        ctx.save(page)
    return database, source


def _new_source(ctx: Context, database: dict, title: Any, spec: Any, field: str) -> dict:
    source = ctx.new("data_source", parent={"type": "database_id", "database_id": database["id"]},
                     title=rich_text(title, "body.title"), description=[], properties={})
    source["properties"] = schemas.create(source["id"], spec, _relation_target(ctx), field)
    ctx.save(source)
    return source


def create_source(ctx: Context, body: Any) -> dict:
    """A new data source in an existing database (Create a data source: parent, title, properties)."""
    expect(isinstance(body, dict), "body should be an object.")
    parent = body.get("parent")
    expect(isinstance(parent, dict), "body.parent should be an object.")
    database = ctx.record(parent.get("database_id"), "database", "body.parent.database_id")
    expect(not database["in_trash"], TRASHED)
    source = _new_source(ctx, database, body.get("title", []), body.get("properties"), "properties")
    database["data_sources"].append(source["id"])
    ctx.touch(database)
    ctx.save(database)
    return source


def update_database(ctx: Context, database: dict, body: Any) -> dict:
    """Update title, description, icon, cover, is_inline, trash state; with 2022-06-28 also the
    `properties` of its data source."""
    expect(isinstance(body, dict), "body should be an object.")
    trash = trash_flag(body)
    expect(not database["in_trash"] or trash is False, TRASHED)
    for key in ("title", "description"):
        if key in body:
            database[key] = rich_text(body[key], f"body.{key}")
    for key in ("icon", "cover"):
        if key in body:
            database[key] = icon_object(body[key], key)
    if "is_inline" in body:
        expect(isinstance(body["is_inline"], bool), "body.is_inline should be a boolean.")
        database["is_inline"] = body["is_inline"]
    if "properties" in body:
        expect(ctx.legacy, "body.properties: with Notion-Version 2025-09-03, update the data source's properties.")
        update_source(ctx, ctx.record(database["data_sources"][0], "data_source"), {"properties": body["properties"]})
    if trash is not None:
        database["in_trash"] = trash
    ctx.touch(database)
    ctx.save(database)
    return database


def update_source(ctx: Context, source: dict, body: Any) -> dict:
    """Update a data source's title, description, properties (add, rename, retype, remove) or trash state."""
    expect(isinstance(body, dict), "body should be an object.")
    trash = trash_flag(body)
    expect(not source["in_trash"] or trash is False, TRASHED)
    for key in ("title", "description"):
        if key in body:
            source[key] = rich_text(body[key], f"body.{key}")
    if "properties" in body:
        before = source["properties"]
        source["properties"] = schemas.update(source["id"], before, body["properties"], _relation_target(ctx))
        _convert_rows(ctx, source, before)
    if trash is not None:
        source["in_trash"] = trash
    ctx.touch(source)
    ctx.save(source)
    return source


def _convert_rows(ctx: Context, source: dict, before: dict) -> None:
    """Give the rows of `source` the values their properties read as after a type change; drop
    the values of removed properties (so every stored value fits the schema)."""
    schema = source["properties"]
    retyped = [(before[i], schema[i]) for i in before if i in schema and schema[i]["type"] != before[i]["type"]]
    removed = [i for i in before if i not in schema]
    if not retyped and not removed:
        return
    for page in ctx.store.children(source["id"], "page"):
        stored = page["properties"]
        changed = False
        for old, new in retyped:
            if old["id"] in stored:
                value = values.converted(old, new, page, ctx)
                if value is None:
                    del stored[old["id"]]
                else:
                    stored[old["id"]] = value
                changed = True
        for prop_id in removed:
            changed = stored.pop(prop_id, None) is not None or changed
        if changed:
            ctx.save(page)


def query(ctx: Context, source: dict, body: Any) -> tuple[list[dict], str | None]:
    """The pages of `source` matching `filter`, ordered by `sorts`, one window of `page_size`
    from `start_cursor` (Query a data source). Returns (pages, next_cursor)."""
    body = {} if body is None else body
    expect(isinstance(body, dict), "body should be an object.")
    schema = source["properties"]
    pages = [p for p in ctx.store.shared_children(source["id"], "page") if p["in_trash"] == bool(body.get("in_trash", False))]
    if body.get("filter") is not None:
        test = filters.compile_filter(body["filter"], schema, ctx.store.today())
        pages = [p for p in pages if test(p)]
    pages = filters.sorter(body.get("sorts"), schema)(pages)
    return window(pages, body.get("start_cursor"), body.get("page_size"), "body.start_cursor")
