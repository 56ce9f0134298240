"""Pages (Notion API reference, "Page"): create under a page, database or data source; update
properties, icon, cover and trash state; move to another parent.

A page's record keeps its property values by property id, its children's ids, and `edits`:
who last wrote each property and when (what a check needs to tell the agent's writes from a
mutation's).
"""

from __future__ import annotations

from typing import Any

from clawmark.services.kb import blocks
from clawmark.services.kb import properties as values
from clawmark.services.kb.context import Context, normal_id
from clawmark.services.kb.errors import expect, invalid_one_of
from clawmark.services.kb.from_markdown import blocks_of

TRASHED = "Can't edit block that is archived. You must unarchive the block before editing."


def schema_of(ctx: Context, page: dict) -> dict:
    """The property schema a page's values follow (its data source's, or title only)."""
    parent = page["parent"]
    if parent["type"] == "data_source_id":
        return ctx.record(parent["data_source_id"], "data_source")["properties"]
    return values.TITLE_ONLY


def resolve_parent(ctx: Context, parent: Any) -> tuple[dict, dict | None, dict | None]:
    """(the page's `parent` object, its data source record or None, the parent page or None)."""
    expect(isinstance(parent, dict), "body.parent should be an object.")
    if ctx.legacy and "data_source_id" in parent and "database_id" not in parent:
        raise _no_parent(ctx)  # data sources are a 2025-09-03 notion
    if "data_source_id" in parent or "database_id" in parent:
        if "data_source_id" in parent:
            source = ctx.record(parent["data_source_id"], "data_source", "body.parent.data_source_id")
        elif ctx.store.get(normal_id(str(parent["database_id"])), "data_source") is not None:
            # Notion's MCP server (2.x) sends a data source's id under `database_id`
            source = ctx.record(parent["database_id"], "data_source", "body.parent.database_id")
        else:
            database = ctx.record(parent["database_id"], "database", "body.parent.database_id")
            source = ctx.record(database["data_sources"][0], "data_source")
        expect(not source["in_trash"], TRASHED)
        ref = {"type": "data_source_id", "data_source_id": source["id"], "database_id": source["parent"]["database_id"]}
        return ref, source, None
    if "page_id" in parent:
        page = ctx.record(parent["page_id"], "page", "body.parent.page_id")
        expect(not page["in_trash"], TRASHED)
        return {"type": "page_id", "page_id": page["id"]}, None, page
    if parent.get("workspace") is True:
        return {"type": "workspace", "workspace": True}, None, None
    raise _no_parent(ctx)


def _no_parent(ctx: Context):
    keys = ["page_id", "database_id"] + ([] if ctx.legacy else ["data_source_id"])
    return invalid_one_of(*(f"body.parent.{key} should be defined, instead was `undefined`." for key in keys))


def create(ctx: Context, body: Any) -> dict:
    """A new page from a Create-a-page request body (parent, properties, children or markdown, icon, cover)."""
    expect(isinstance(body, dict), "body should be an object.")
    ref, source, parent_page = resolve_parent(ctx, body.get("parent"))
    schema = source["properties"] if source else values.TITLE_ONLY
    before = repr(schema)
    props, written = values.write(schema, body.get("properties", {}), {}, ctx)
    numbered = source is not None and _number_unique_ids(schema, props, source)
    page = ctx.new("page", parent=ref, properties=props, icon=icon_object(body.get("icon"), "icon"),
                   cover=icon_object(body.get("cover"), "cover"), children=[])
    page["edits"] = {prop_id: {"by": ctx.actor, "time": page["created_time"]} for prop_id in written}
    if source and (numbered or repr(schema) != before):
        ctx.save(source)
    if body.get("markdown") is not None:
        expect(body.get("children") is None, "body: give `children` or `markdown`, not both.")
        expect(isinstance(body["markdown"], str), "body.markdown should be a string.")
        blocks.append(ctx, page, blocks_of(body["markdown"]), field="body.markdown")
    elif body.get("children") is not None:
        blocks.append(ctx, page, body["children"])
    ctx.save(page)
    if parent_page is not None:
        parent_page["children"].append(page["id"])
        ctx.save(parent_page)
    return page


def update(ctx: Context, page: dict, body: Any) -> dict:
    """Apply an Update-page-properties request body (properties, icon, cover, archived / in_trash)."""
    expect(isinstance(body, dict), "body should be an object.")
    trash = blocks.trash_flag(body)
    expect(not page["in_trash"] or trash is False, TRASHED)
    now = ctx.touch(page)
    if "properties" in body:
        schema = schema_of(ctx, page)
        before = repr(schema)
        page["properties"], written = values.write(schema, body["properties"], page["properties"], ctx)
        page["edits"].update({prop_id: {"by": ctx.actor, "time": now} for prop_id in written})
        if repr(schema) != before:
            source = ctx.record(page["parent"]["data_source_id"], "data_source")
            source["properties"] = schema
            ctx.save(source)
    for key in ("icon", "cover"):
        if key in body:
            page[key] = icon_object(body[key], key)
    if trash is not None:
        page["in_trash"] = trash
    ctx.save(page)
    return page


def move(ctx: Context, page: dict, body: Any) -> dict:
    """Move a page under a new `parent` (Move a page): its values carry over by property name
    where the new schema has a property of the same name and type (the title always does)."""
    expect(isinstance(body, dict), "body should be an object.")
    expect(not page["in_trash"], TRASHED)
    ref, source, parent_page = resolve_parent(ctx, body.get("parent"))
    expect(ref.get("page_id") != page["id"], "body.parent: a page cannot be moved under itself.")
    old, new = schema_of(ctx, page), source["properties"] if source else values.TITLE_ONLY
    target = {(p["name"], p["type"]): p["id"] for p in new.values()}
    target.update({("", "title"): next(p["id"] for p in new.values() if p["type"] == "title")})
    carried, edits = {}, {}
    for prop in old.values():
        key = ("", "title") if prop["type"] == "title" else (prop["name"], prop["type"])
        if key in target and prop["id"] in page["properties"]:
            carried[target[key]] = page["properties"][prop["id"]]
            if prop["id"] in page["edits"]:
                edits[target[key]] = page["edits"][prop["id"]]
    if page["parent"]["type"] == "page_id":
        previous = ctx.record(page["parent"]["page_id"], "page")
        previous["children"] = [c for c in previous["children"] if c != page["id"]]
        ctx.save(previous)
    page.update(parent=ref, properties=carried, edits=edits)
    ctx.touch(page)
    ctx.save(page)
    if parent_page is not None:
        parent_page["children"].append(page["id"])
        ctx.save(parent_page)
    return page


def _number_unique_ids(schema: dict, props: dict, source: dict) -> bool:
    """Give a new row the next number of each unique_id property; whether there was one."""
    numbered = False
    for prop in schema.values():
        if prop["type"] == "unique_id":
            source["next_unique_id"] = source.get("next_unique_id", 0) + 1
            props[prop["id"]] = {"prefix": prop["unique_id"]["prefix"], "number": source["next_unique_id"]}
            numbered = True
    return numbered


def icon_object(value: Any, field: str) -> dict | None:
    """An icon or cover from a request: emoji, external or file object, or None."""
    if value is None:
        return None
    expect(isinstance(value, dict), f"body.{field} should be an object or `null`.")
    kind = value.get("type") or next((k for k in ("emoji", "external", "file") if k in value), None)
    expect(kind in ("emoji", "external", "file"), f"body.{field} should be an emoji, external or file object.")
    if kind == "emoji":
        expect(isinstance(value.get("emoji"), str), f"body.{field}.emoji should be a string.")
        return {"type": "emoji", "emoji": value["emoji"]}
    expect(isinstance(value.get(kind), dict) and isinstance(value[kind].get("url"), str),
           f"body.{field}.{kind}.url should be a string.")
    return {"type": kind, kind: {"url": value[kind]["url"]}}
