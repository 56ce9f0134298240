"""Pages: create, retrieve, update (properties, icon, cover, trash), retrieve a property item, and
retrieve or update a page as Markdown."""

from __future__ import annotations

import base64
import hashlib

from clawmark.services.kb import pages, render
from clawmark.services.kb import properties as values
from clawmark.services.kb import schema as schemas
from clawmark.services.kb.context import MARKDOWN_VERSION
from clawmark.services.kb.errors import expect
from clawmark.services.kb import markdown as pages_markdown
from clawmark.services.kb.pagination import listing, window
from clawmark.services.kb.server.params import path_id


def create(ctx, request, body):
    """Create a page under a page, database or data source."""
    return render.page(ctx, pages.create(ctx, body))


def retrieve(ctx, request, body):
    """Retrieve a page (`filter_properties` limits its properties)."""
    page = ctx.record(path_id(request, "page_id"), "page")
    return render.page(ctx, page, request.query_params.getlist("filter_properties"))


def update(ctx, request, body):
    """Update page properties, icon, cover or trash state."""
    page = ctx.record(path_id(request, "page_id"), "page")
    return render.page(ctx, pages.update(ctx, page, body))


def move(ctx, request, body):
    """Move a page to another page, database or data source."""
    page = ctx.record(path_id(request, "page_id"), "page")
    return render.page(ctx, pages.move(ctx, page, body))


def property_item(ctx, request, body):
    """Retrieve a page property item: one item, or a paginated list for title, rich_text, people
    and relation, with opaque cursors (Notion API reference, "Retrieve a page property item")."""
    page = ctx.record(path_id(request, "page_id"), "page")
    key = request.path_params["property_id"]
    prop = schemas.find(pages.schema_of(ctx, page), key)
    expect(prop is not None, f"Could not find property with id: {key}")
    value = values.api(prop, page, ctx, full=True)
    kind = prop["type"]
    if kind not in values.PAGED:
        return {"object": "property_item", **value}
    numbered = [{"id": _cursor(page["id"], prop["id"], i), "value": v} for i, v in enumerate(value[kind])]
    chunk, cursor = window(numbered, request.query_params.get("start_cursor"), request.query_params.get("page_size"))
    items = [{"object": "property_item", "id": prop["id"], "type": kind, kind: n["value"]} for n in chunk]
    out = listing(items, cursor, "property_item")
    out["property_item"] = {"id": prop["id"], "next_url": None, "type": kind, kind: {}}
    return out


def _cursor(page_id: str, prop_id: str, index: int) -> str:
    """An opaque, stable cursor for item `index` of a page's property (Notion's are opaque too)."""
    digest = hashlib.sha256(f"{page_id}\0{prop_id}\0{index}".encode()).digest()
    return base64.urlsafe_b64encode(digest[:18]).decode()


def markdown(ctx, request, body):
    """Retrieve a page (or block) as Markdown (Notion-Version 2026-03-11 and later)."""
    expect(ctx.version >= MARKDOWN_VERSION, f"The page-markdown endpoints require Notion-Version {MARKDOWN_VERSION} "
                                            f"or later, instead was `{ctx.version}`.")
    record = ctx.block_like(path_id(request, "page_id"))
    expect(record["object"] != "database", "path.page_id: a database has no Markdown content.")
    if request.method == "PATCH":
        pages_markdown.update(ctx, record, body)
    return {"object": "page_markdown", "id": record["id"], "markdown": pages_markdown.page_markdown(ctx, record),
            "truncated": False, "unknown_block_ids": []}


ROUTES = [
    ("POST", "/pages", create),
    ("GET", "/pages/{page_id}", retrieve),
    ("PATCH", "/pages/{page_id}", update),
    ("POST", "/pages/{page_id}/move", move),
    ("GET", "/pages/{page_id}/properties/{property_id}", property_item),
    ("GET", "/pages/{page_id}/markdown", markdown),
    ("PATCH", "/pages/{page_id}/markdown", markdown),
]
