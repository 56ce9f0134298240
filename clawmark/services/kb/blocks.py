"""Blocks (Notion API reference, "Block"): content of each block type, and the block tree.

A page or block record keeps the ids of its children in order (`children`); pages and
databases created under a page appear among its children as child_page / child_database
blocks. Deleting a block moves it to the trash; listings skip trashed children.
"""

from __future__ import annotations

from typing import Any

from clawmark.services.kb.context import Context, normal_id
from clawmark.services.kb.errors import expect, invalid, shown
from clawmark.services.kb.richtext import rich_text

TEXT = {"paragraph", "heading_1", "heading_2", "heading_3", "bulleted_list_item", "numbered_list_item",
        "quote", "toggle", "to_do", "callout", "code"}
MEDIA = {"image", "file", "pdf", "video", "audio"}
SIMPLE = {"divider", "breadcrumb", "table_of_contents", "column_list", "column"}
OTHER = {"table", "table_row", "bookmark", "embed", "equation", "link_to_page"}
TYPES = TEXT | MEDIA | SIMPLE | OTHER
MAX_CHILDREN = 100
MAX_DEPTH = 2


def content(kind: str, body: Any, field: str, old: dict | None = None) -> dict:
    """The normalised content of a `kind` block from a request's `body` (merged over `old` on update)."""
    expect(isinstance(body, dict), f"{field} should be an object.")
    body = {**(old or {}), **{k: v for k, v in body.items() if k != "children"}}
    if kind in TEXT:
        out = {"rich_text": rich_text(body.get("rich_text", []), f"{field}.rich_text"),
               "color": _string(body.get("color", "default"), f"{field}.color")}
        if kind == "to_do":
            out["checked"] = _bool(body.get("checked", False), f"{field}.checked")
        if kind.startswith("heading_"):
            out["is_toggleable"] = _bool(body.get("is_toggleable", False), f"{field}.is_toggleable")
        if kind == "callout":
            out["icon"] = body.get("icon")
        if kind == "code":
            out["language"] = _string(body.get("language", "plain text"), f"{field}.language")
            out["caption"] = rich_text(body.get("caption", []), f"{field}.caption")
        return out
    if kind in MEDIA:
        return _media(body, field)
    if kind == "table":
        width = body.get("table_width")
        expect(isinstance(width, int) and not isinstance(width, bool) and width > 0,
               f"{field}.table_width should be a positive integer.")
        return {"table_width": width, "has_column_header": _bool(body.get("has_column_header", False), field),
                "has_row_header": _bool(body.get("has_row_header", False), field)}
    if kind == "table_row":
        cells = body.get("cells")
        expect(isinstance(cells, list), f"{field}.cells should be an array.")
        return {"cells": [rich_text(c, f"{field}.cells[{i}]") for i, c in enumerate(cells)]}
    if kind in ("bookmark", "embed"):
        return {"url": _string(body.get("url"), f"{field}.url"), "caption": rich_text(body.get("caption", []), f"{field}.caption")}
    if kind == "equation":
        return {"expression": _string(body.get("expression"), f"{field}.expression")}
    if kind == "link_to_page":
        expect(any(isinstance(body.get(k), str) for k in ("page_id", "database_id")), f"{field} should name a page_id.")
        return dict(body)
    return {}


def _media(body: dict, field: str) -> dict:
    kind = body.get("type") or next((k for k in ("external", "file", "file_upload") if k in body), None)
    expect(kind in ("external", "file"), f"{field} should have an `external` url.")
    source = body.get(kind)
    expect(isinstance(source, dict), f"{field}.{kind} should be an object.")
    if kind == "external":
        source = {"url": _string(source.get("url"), f"{field}.external.url")}
    else:
        expect(isinstance(source.get("sha256"), str), f"{field}.file: upload files with the file upload API.")
        source = {"sha256": source["sha256"], "name": str(source.get("name", "file"))}
    return {"type": kind, kind: source, "caption": rich_text(body.get("caption", []), f"{field}.caption")}


def _string(value: Any, field: str) -> str:
    expect(isinstance(value, str), f"{field} should be a string, instead was `{shown(value)}`.")
    return value


def _bool(value: Any, field: str) -> bool:
    expect(isinstance(value, bool), f"{field} should be a boolean, instead was `{shown(value)}`.")
    return value


def append(ctx: Context, parent: dict, children: Any, after: Any = None, field: str = "body.children") -> list[dict]:
    """Create `children` (block objects, nested through `<type>.children`) under `parent` (a page
    or block record), after the child `after` or at the end; returns the new top-level records."""
    _check_children(children, field, depth=0)
    expect(after is None or isinstance(after, str), "body.after should be a string.")
    expect(not parent["in_trash"], "Can't edit block that is archived. You must unarchive the block before editing.")
    made = [_create(ctx, parent, spec, f"{field}[{i}]") for i, spec in enumerate(children)]
    ids = [b["id"] for b in made]
    if after is None:
        parent["children"].extend(ids)
    else:
        expect(normal_id(after) in parent["children"], f"body.after: {after} is not a child of {parent['id']}.")
        at = parent["children"].index(normal_id(after)) + 1
        parent["children"][at:at] = ids
    ctx.touch(parent)
    ctx.save(parent)
    return made


def _check_children(children: Any, field: str, depth: int) -> None:
    expect(isinstance(children, list), f"{field} should be an array.")
    expect(len(children) <= MAX_CHILDREN, f"{field}.length should be ≤ `{MAX_CHILDREN}`, instead was `{len(children)}`.")
    for i, spec in enumerate(children):
        expect(isinstance(spec, dict), f"{field}[{i}] should be an object.")
        kind = _kind(spec, f"{field}[{i}]")
        nested = spec[kind].get("children") if isinstance(spec.get(kind), dict) else None
        nested = nested if nested is not None else spec.get("children")
        if nested is not None:
            expect(depth < MAX_DEPTH, f"{field}[{i}]: children nest at most {MAX_DEPTH} levels deep per request.")
            _check_children(nested, f"{field}[{i}].{kind}.children", depth + 1)


def _kind(spec: dict, field: str) -> str:
    expect(spec.get("type") is None or isinstance(spec["type"], str), f"{field}.type should be a string.")
    kind = spec.get("type") or next((k for k in spec if k in TYPES), None)
    if kind in ("child_page", "child_database"):
        raise invalid(f"{field}: create pages and databases with their own endpoints, not as {kind} blocks.")
    expect(kind in TYPES, f"{field} should be a block object with a supported type "
                          f"({', '.join(sorted(TYPES))}), instead was `{spec.get('type', next(iter(spec), None))}`.")
    expect(kind in spec, f"{field}.{kind} should be defined.")
    return kind


def _create(ctx: Context, parent: dict, spec: dict, field: str) -> dict:
    kind = _kind(spec, field)
    body = spec[kind]
    parent_ref = {"type": "page_id", "page_id": parent["id"]} if parent["object"] == "page" \
        else {"type": "block_id", "block_id": parent["id"]}
    block = ctx.new("block", parent=parent_ref, type=kind, children=[])
    block[kind] = content(kind, body, f"{field}.{kind}")
    nested = body.get("children") if isinstance(body, dict) and body.get("children") is not None else spec.get("children")
    if kind == "table":
        expect(nested, f"{field}.table.children should hold the table's table_row blocks.")
    for i, child in enumerate(nested or []):
        block["children"].append(_create(ctx, block, child, f"{field}.{kind}.children[{i}]")["id"])
    ctx.save(block)
    return block


def update(ctx: Context, block: dict, body: Any) -> dict:
    """Update a block's content (`{<type>: {...}}`) or trash state (`archived` / `in_trash`)."""
    expect(isinstance(body, dict), "body should be an object.")
    trash = trash_flag(body)
    expect(not block["in_trash"] or trash is False,
           "Can't edit block that is archived. You must unarchive the block before editing.")
    kind = block["type"]
    for key in body:
        expect(key in (kind, "archived", "in_trash", "type"), f"body.{key}: a {kind} block cannot be updated with `{key}`.")
    if kind in body:
        block[kind] = content(kind, body[kind], f"body.{kind}", old=block[kind])
    if trash is not None:
        block["in_trash"] = trash
    ctx.touch(block)
    ctx.save(block)
    return block


def trash_flag(body: dict) -> bool | None:
    """The `archived` or `in_trash` flag of an update body (they mean the same), or None."""
    flags = {k: body[k] for k in ("archived", "in_trash") if k in body}
    for key, value in flags.items():
        expect(isinstance(value, bool), f"body.{key} should be a boolean.")
    return next(iter(flags.values()), None)


def children(ctx: Context, record: dict) -> list[dict]:
    """The live children of a page or block, in order (pages and databases included)."""
    out = []
    for child_id in record.get("children", []):
        child = ctx.store.get(child_id)
        if child is not None and not child["in_trash"]:
            out.append(child)
    return out
