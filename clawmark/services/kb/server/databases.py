"""Databases: create, retrieve, update, and (with Notion-Version 2022-06-28) query."""

from __future__ import annotations

from clawmark.services.kb import databases, render
from clawmark.services.kb.errors import bad_url
from clawmark.services.kb.pagination import listing
from clawmark.services.kb.server.params import path_id


def create(ctx, request, body):
    """Create a database with one data source (`properties` or `initial_data_source`)."""
    database, _ = databases.create_database(ctx, body)
    return render.database(ctx, database)


def retrieve(ctx, request, body):
    """Retrieve a database (2022-06-28: with properties; 2025-09-03: with data_sources)."""
    return render.database(ctx, ctx.record(path_id(request, "database_id"), "database"))


def update(ctx, request, body):
    """Update a database: title, description, icon, cover, is_inline, trash state."""
    database = ctx.record(path_id(request, "database_id"), "database")
    return render.database(ctx, databases.update_database(ctx, database, body))


def query(ctx, request, body):
    """Query a database (2022-06-28): the query of its first data source."""
    if not ctx.legacy:  # since 2025-09-03 databases are queried through their data sources
        raise bad_url()
    database = ctx.record(path_id(request, "database_id"), "database")
    source = ctx.record(database["data_sources"][0], "data_source")
    found, cursor = databases.query(ctx, source, body)
    only = request.query_params.getlist("filter_properties")
    return listing([render.page(ctx, p, only) for p in found], cursor, "page_or_database")


ROUTES = [
    ("POST", "/databases", create),
    ("GET", "/databases/{database_id}", retrieve),
    ("PATCH", "/databases/{database_id}", update),
    ("POST", "/databases/{database_id}/query", query),
]
