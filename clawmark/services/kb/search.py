"""Search (Notion API reference, "Search by title"): pages and data sources (databases with
2022-06-28) whose title contains the query, filtered by object type, sorted by last_edited_time."""

from __future__ import annotations

from typing import Any

from clawmark.services.kb.context import Context
from clawmark.services.kb.errors import expect
from clawmark.services.kb.pages import schema_of
from clawmark.services.kb.richtext import plain


def search(ctx: Context, body: Any) -> list[dict]:
    """Matching live records, most recently edited first unless `sort.direction` is ascending."""
    body = {} if body is None else body
    expect(isinstance(body, dict), "body should be an object.")
    query = body.get("query", "")
    expect(isinstance(query, str), "body.query should be a string.")
    containers = "database" if ctx.legacy else "data_source"
    kinds = ["page", containers]
    spec = body.get("filter")
    if spec is not None:
        expect(isinstance(spec, dict) and spec.get("property") == "object",
               "body.filter.property should be `object`.")
        expect(spec.get("value") in kinds, f"body.filter.value should be one of {', '.join(kinds)}.")
        kinds = [spec["value"]]
    sort = body.get("sort") or {"timestamp": "last_edited_time", "direction": "descending"}
    expect(isinstance(sort, dict) and sort.get("timestamp", "last_edited_time") == "last_edited_time"
           and sort.get("direction", "descending") in ("ascending", "descending"),
           "body.sort should be `{timestamp: last_edited_time, direction: ascending|descending}`.")
    needle = query.lower()
    found = [r for kind in kinds for r in ctx.store.all(kind)
             if not r["in_trash"] and needle in title(ctx, r).lower()]
    descending = sort.get("direction", "descending") == "descending"
    found.sort(key=lambda r: (r["last_edited_time"], r["seq"]), reverse=descending)
    return found


def title(ctx: Context, record: dict) -> str:
    """The plain title of a page, database or data source."""
    if record["object"] == "page":
        prop = next(p for p in schema_of(ctx, record).values() if p["type"] == "title")
        return plain(record["properties"].get(prop["id"], []))
    return plain(record["title"])

