"""A page's content as Markdown (Notion API reference, "Retrieve a page as Markdown", "Update a
page's content as Markdown").

Blocks become CommonMark where it has a form (headings, lists, to-dos, quotes, code, tables,
dividers, images and links) and Notion's enhanced-Markdown tags where it has none
(`<details>` for toggles, `<callout>`, `<page>` and `<database>` for child pages and databases).
Nested blocks are indented by a tab. Rich text keeps bold, italic, strikethrough, code and links.
Writing parses Markdown into blocks (from_markdown.py) and replaces the page's blocks with them;
child pages and databases are never deleted.
"""

from __future__ import annotations

from clawmark.services.kb import blocks as tree
from typing import Any

from clawmark.services.kb.context import Context
from clawmark.services.kb.errors import expect
from clawmark.services.kb.from_markdown import blocks_of
from clawmark.services.kb.render import url
from clawmark.services.kb.richtext import plain
from clawmark.services.kb.search import title

PREFIX = {"heading_1": "# ", "heading_2": "## ", "heading_3": "### ", "bulleted_list_item": "- ",
          "numbered_list_item": "1. ", "quote": "> "}
MARKS = (("code", "`"), ("bold", "**"), ("italic", "*"), ("strikethrough", "~~"))


def page_markdown(ctx: Context, record: dict) -> str:
    """The Markdown of the live blocks under `record` (a page or block)."""
    return "\n".join(_lines(ctx, tree.children(ctx, record), ""))


def _lines(ctx: Context, children: list[dict], indent: str) -> list[str]:
    out: list[str] = []
    for block in children:
        if block["object"] in ("page", "database"):
            out.append(f'{indent}<{block["object"]} url="{url(block)}">{title(ctx, block)}</{block["object"]}>')
            continue
        out += _block(ctx, block, indent)
    return out


def _block(ctx: Context, block: dict, indent: str) -> list[str]:
    kind, body = block["type"], block[block["type"]]
    children = tree.children(ctx, block)
    nested = _lines(ctx, children, indent + "\t")
    if kind in PREFIX:
        return [f"{indent}{PREFIX[kind]}{text(body['rich_text'])}", *nested]
    if kind == "paragraph":
        return [f"{indent}{text(body['rich_text'])}", *nested]
    if kind == "to_do":
        return [f"{indent}- [{'x' if body['checked'] else ' '}] {text(body['rich_text'])}", *nested]
    if kind == "toggle":
        return [f"{indent}<details>", f"{indent}<summary>{text(body['rich_text'])}</summary>", *nested, f"{indent}</details>"]
    if kind == "callout":
        return [f"{indent}<callout>", f"{indent}\t{text(body['rich_text'])}", *nested, f"{indent}</callout>"]
    if kind == "code":
        return [f"{indent}```{body['language']}", *(indent + line for line in plain(body["rich_text"]).split("\n")),
                f"{indent}```"]
    if kind == "divider":
        return [f"{indent}---"]
    if kind == "table":
        rows = [[text(cell) for cell in row["table_row"]["cells"]] for row in children]
        lines = [f"{indent}| " + " | ".join(row) + " |" for row in rows]
        if lines:
            lines.insert(1, f"{indent}|" + " --- |" * len(rows[0]))
        return lines
    if kind == "equation":
        return [f"{indent}$${body['expression']}$$"]
    if kind in ("bookmark", "embed"):
        return [f"{indent}<{kind} url=\"{body['url']}\"/>"]
    if body.get("type") in ("external", "file"):
        source = body.get("external") or body["file"]
        name = text(body.get("caption", [])) or source.get("name", kind)
        link = source.get("url") or f"{ctx.base_url}files/{source['sha256']}/{source['name']}"
        return [f"{indent}{'!' if kind == 'image' else ''}[{name}]({link})"]
    return nested


def text(items: list[dict]) -> str:
    """Rich text as Markdown: annotations as emphasis marks, links as `[text](url)`."""
    out = []
    for item in items:
        chunk = item["plain_text"]
        for annotation, mark in MARKS:
            if chunk and item["annotations"].get(annotation):
                chunk = f"{mark}{chunk}{mark}"
        if item.get("href"):
            chunk = f"[{chunk}]({item['href']})"
        out.append(chunk)
    return "".join(out)


def update(ctx: Context, record: dict, body: Any) -> None:
    """Apply an Update-page-markdown body: `replace_content` {new_str} or `update_content`
    {content_updates: [{old_str, new_str, replace_all_matches}]} (find and replace in the page's
    Markdown, then replace the content). Raises validation_error naming what does not match."""
    expect(isinstance(body, dict), "body should be an object.")
    kind = body.get("type")
    expect(kind in ("replace_content", "update_content"),
           "body.type should be `replace_content` or `update_content` (the other operations are deprecated).")
    spec = body.get(kind)
    expect(isinstance(spec, dict), f"body.{kind} should be an object.")
    if kind == "replace_content":
        expect(isinstance(spec.get("new_str"), str), "body.replace_content.new_str should be a string.")
        return replace(ctx, record, spec["new_str"])
    updates = spec.get("content_updates")
    expect(isinstance(updates, list) and 0 < len(updates) <= 100,
           "body.update_content.content_updates should be an array of 1 to 100 edits.")
    text = page_markdown(ctx, record)
    for i, edit in enumerate(updates):
        field = f"body.update_content.content_updates[{i}]"
        expect(isinstance(edit, dict) and isinstance(edit.get("old_str"), str) and isinstance(edit.get("new_str"), str)
               and edit["old_str"] != "", f"{field} should have a non-empty old_str and a new_str.")
        expect(edit["old_str"] in text, f"{field}.old_str was not found in the page's Markdown.")
        text = text.replace(edit["old_str"], edit["new_str"], -1 if edit.get("replace_all_matches") is True else 1)
    replace(ctx, record, text)


def replace(ctx: Context, record: dict, markdown: str) -> None:
    """Trash the blocks under `record` (child pages and databases stay) and append `markdown`'s."""
    for child in tree.children(ctx, record):
        if child["object"] == "block":
            tree.update(ctx, child, {"in_trash": True})
    tree.append(ctx, record, blocks_of(markdown), field="markdown")
