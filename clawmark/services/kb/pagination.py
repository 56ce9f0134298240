"""Pagination (Notion API reference, "Pagination"): `page_size` ≤ 100, `start_cursor`, and a
`{"object": "list", "results", "next_cursor", "has_more", "type", <type>: {}}` answer.

A cursor is the id of the first result of the next page, as Notion's cursors are.
"""

from __future__ import annotations

from typing import Any

from clawmark.services.kb.errors import expect, shown

MAX_PAGE_SIZE = 100


def page_size(value: Any, field: str = "page_size") -> int:
    """A page size (default 100) from a query string (digits) or a body field (`body.…`, a JSON
    number only: `"10"` is refused, as Notion refuses it); validation_error otherwise."""
    if value is None:
        return MAX_PAGE_SIZE
    if isinstance(value, str) and value.isdigit() and not field.startswith("body."):
        value = int(value)
    expect(isinstance(value, int) and not isinstance(value, bool),
           f"{field} should be a number, instead was `{shown(value)}`.")
    expect(value >= 1, f"{field} should be ≥ `1`, instead was `{value}`.")
    expect(value <= MAX_PAGE_SIZE, f"{field} should be ≤ `{MAX_PAGE_SIZE}`, instead was `{value}`.")
    return value


def window(items: list[dict], cursor: Any, size: Any, field: str = "start_cursor") -> tuple[list[dict], str | None]:
    """The page of `items` starting at `cursor` (an item id) and the next cursor (or None)."""
    size = page_size(size, field.replace("start_cursor", "page_size"))
    start = 0
    if cursor is not None:
        expect(isinstance(cursor, str), f"{field} should be a string.")
        ids = [item["id"] for item in items]
        expect(cursor in ids, f"{field} should be a cursor from a previous answer, instead was `{cursor}`.")
        start = ids.index(cursor)
    chunk = items[start:start + size]
    following = items[start + size:start + size + 1]
    return chunk, following[0]["id"] if following else None


def listing(results: list[dict], next_cursor: str | None, kind: str) -> dict:
    """The list object Notion returns; `kind` is e.g. `block`, `page_or_data_source`, `user`."""
    return {"object": "list", "results": results, "next_cursor": next_cursor,
            "has_more": next_cursor is not None, "type": kind, kind: {}}
