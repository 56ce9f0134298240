"""Search by title across pages and data sources (databases with 2022-06-28)."""

from __future__ import annotations

from clawmark.services.kb import render, search as finder
from clawmark.services.kb.pagination import listing, window


def search(ctx, request, body):
    """Search by title: pages and data sources (databases with 2022-06-28)."""
    found, cursor = window(finder.search(ctx, body), body.get("start_cursor"), body.get("page_size"),
                           "body.start_cursor")
    results = [{"page": render.page, "database": render.database, "data_source": render.data_source}[r["object"]](ctx, r)
               for r in found]
    return listing(results, cursor, "page_or_database" if ctx.legacy else "page_or_data_source")


ROUTES = [("POST", "/search", search)]
