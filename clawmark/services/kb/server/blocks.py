"""Blocks: retrieve, update, delete (trash), list children and append children."""

from __future__ import annotations

from clawmark.services.kb import blocks, databases, pages, render
from clawmark.services.kb.errors import expect
from clawmark.services.kb.pagination import listing, window
from clawmark.services.kb.server.params import path_id


def retrieve(ctx, request, body):
    """Retrieve a block (a page shows as child_page, a database as child_database)."""
    return render.block(ctx, ctx.block_like(path_id(request, "block_id")))


def update(ctx, request, body):
    """Update a block's content or trash state (pages: trash state only)."""
    record = ctx.block_like(path_id(request, "block_id"))
    expect(isinstance(body, dict), "body should be an object.")
    if record["object"] == "page":
        expect(set(body) <= {"archived", "in_trash"}, "body: update a page's content with the pages endpoint.")
        return render.block(ctx, pages.update(ctx, record, body))
    expect(record["object"] == "block", "body: update a database with the databases endpoint.")
    return render.block(ctx, blocks.update(ctx, record, body))


def delete(ctx, request, body):
    """Delete a block: move it (or the page or database it is) to the trash."""
    record = ctx.block_like(path_id(request, "block_id"))
    if record["object"] == "page":
        return render.block(ctx, pages.update(ctx, record, {"in_trash": True}))
    if record["object"] == "database":
        return render.block(ctx, databases.update_database(ctx, record, {"in_trash": True}))
    return render.block(ctx, blocks.update(ctx, record, {"in_trash": True}))


def children(ctx, request, body):
    """Retrieve block children, paginated."""
    record = ctx.block_like(path_id(request, "block_id"))
    found, cursor = window(blocks.children(ctx, record), request.query_params.get("start_cursor"),
                           request.query_params.get("page_size"))
    return listing([render.block(ctx, b) for b in found], cursor, "block")


def append(ctx, request, body):
    """Append block children (nested two levels deep at most), at the end or `after` a child."""
    record = ctx.block_like(path_id(request, "block_id"))
    expect(record["object"] != "database", "body: a database holds pages, not blocks.")
    made = blocks.append(ctx, record, body.get("children") if isinstance(body, dict) else None,
                         body.get("after") if isinstance(body, dict) else None)
    return listing([render.block(ctx, b) for b in made], None, "block")


ROUTES = [
    ("GET", "/blocks/{block_id}", retrieve),
    ("PATCH", "/blocks/{block_id}", update),
    ("DELETE", "/blocks/{block_id}", delete),
    ("GET", "/blocks/{block_id}/children", children),
    ("PATCH", "/blocks/{block_id}/children", append),
]
