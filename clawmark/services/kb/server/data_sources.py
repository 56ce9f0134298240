"""Data sources (Notion-Version 2025-09-03 and later only): create, retrieve, update, query, list templates."""

from __future__ import annotations

from clawmark.services.kb import databases, render
from clawmark.services.kb.pagination import listing
from clawmark.services.kb.server.params import path_id


def create(ctx, request, body):
    """Create a data source in an existing database."""
    ctx.require_current()
    return render.data_source(ctx, databases.create_source(ctx, body))


def retrieve(ctx, request, body):
    """Retrieve a data source (its property schema)."""
    ctx.require_current()
    return render.data_source(ctx, ctx.record(path_id(request, "data_source_id"), "data_source"))


def update(ctx, request, body):
    """Update a data source: title, description, properties, trash state."""
    ctx.require_current()
    source = ctx.record(path_id(request, "data_source_id"), "data_source")
    return render.data_source(ctx, databases.update_source(ctx, source, body))


def query(ctx, request, body):
    """Query a data source: filter, sorts, pagination, `filter_properties`."""
    ctx.require_current()
    source = ctx.record(path_id(request, "data_source_id"), "data_source")
    found, cursor = databases.query(ctx, source, body)
    only = request.query_params.getlist("filter_properties")
    return listing([render.page(ctx, p, only) for p in found], cursor, "page_or_data_source")


def templates(ctx, request, body):
    """List a data source's page templates: this server keeps none."""
    ctx.require_current()
    ctx.record(path_id(request, "data_source_id"), "data_source")
    return {"templates": [], "has_more": False, "next_cursor": None}


ROUTES = [
    ("POST", "/data_sources", create),
    ("GET", "/data_sources/{data_source_id}", retrieve),
    ("PATCH", "/data_sources/{data_source_id}", update),
    ("POST", "/data_sources/{data_source_id}/query", query),
    ("GET", "/data_sources/{data_source_id}/templates", templates),
]
