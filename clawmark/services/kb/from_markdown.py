"""Markdown to block objects, for writing a page as Markdown (Notion API reference, "Update a
page's content as Markdown"; `markdown` of Create a page).

Parsed with markdown-it-py (CommonMark plus tables and strikethrough). Each line of a paragraph
is a block, as in Notion; list items carry the blocks indented under them as children, and an
item starting `[ ]` or `[x]` is a to-do. Notion's own tags for child pages and databases
(`<page …>`, `<database …>`) are skipped: those stay where they are. Other HTML is kept as text.
The result is a list of block request objects that blocks.append validates like any other.
"""

from __future__ import annotations

import re

from markdown_it import MarkdownIt
from markdown_it.token import Token

PARSER = MarkdownIt("commonmark").enable(["table", "strikethrough"])
HEADINGS = {"h1": "heading_1", "h2": "heading_2", "h3": "heading_3"}
TODO = re.compile(r"^\[([ xX])\] ?")
NOTION_TAG = re.compile(r"^\s*<(page|database)\b")


def blocks_of(markdown: str) -> list[dict]:
    """The block objects `markdown` describes, top level first, nested under `<type>.children`."""
    tokens = PARSER.parse(markdown)
    out, _ = _blocks(tokens, 0, None)
    return out


def _blocks(tokens: list[Token], i: int, until: str | None) -> tuple[list[dict], int]:
    out: list[dict] = []
    while i < len(tokens) and tokens[i].type != until:
        token = tokens[i]
        kind = token.type
        if kind == "heading_open":
            level = HEADINGS.get(token.tag, "heading_3")
            out.append(_block(level, rich(tokens[i + 1])))
            i += 3
        elif kind == "paragraph_open":
            out += _paragraphs(tokens[i + 1])
            i += 3
        elif kind in ("bullet_list_open", "ordered_list_open"):
            items, i = _list(tokens, i + 1, kind.replace("_open", "_close"),
                             "numbered_list_item" if kind == "ordered_list_open" else "bulleted_list_item")
            out += items
        elif kind == "blockquote_open":
            inner, i = _blocks(tokens, i + 1, "blockquote_close")
            text = [seg for b in inner for seg in (*_text_of(b), _newline())][:-1]
            out.append(_block("quote", text))
            i += 1
        elif kind in ("fence", "code_block"):
            content = token.content.removesuffix("\n")
            out.append({"code": {"rich_text": _plain(content), "language": token.info.strip() or "plain text"}})
            i += 1
        elif kind == "hr":
            out.append({"divider": {}})
            i += 1
        elif kind == "table_open":
            table, i = _table(tokens, i + 1)
            out.append(table)
        elif kind == "html_block":
            if not NOTION_TAG.match(token.content):
                out += [_block("paragraph", _plain(line)) for line in token.content.strip().split("\n") if line.strip()]
            i += 1
        else:
            i += 1
    return out, i


def _list(tokens: list[Token], i: int, close: str, kind: str) -> tuple[list[dict], int]:
    items = []
    while tokens[i].type != close:
        inner, i = _blocks(tokens, i + 1, "list_item_close")  # from list_item_open
        i += 1
        first = inner[0] if inner and "paragraph" in inner[0] else {"paragraph": {"rich_text": []}}
        rest = inner[1:] if inner and "paragraph" in inner[0] else inner
        text = first["paragraph"]["rich_text"]
        head = text[0]["text"]["content"] if text and "text" in text[0] else ""
        if (todo := TODO.match(head)) is not None:
            text = [{**text[0], "text": {**text[0]["text"], "content": head[todo.end():]}}, *text[1:]]
            item = {"to_do": {"rich_text": text, "checked": todo.group(1) != " "}}
        else:
            item = {kind: {"rich_text": text}}
        if rest:
            item[next(iter(item))]["children"] = rest
        items.append(item)
    return items, i + 1


def _table(tokens: list[Token], i: int) -> tuple[dict, int]:
    rows, row = [], None
    while tokens[i].type != "table_close":
        if tokens[i].type == "tr_open":
            row = []
        elif tokens[i].type == "inline":
            row.append(rich(tokens[i]))
        elif tokens[i].type == "tr_close":
            rows.append({"table_row": {"cells": row}})
        i += 1
    width = max((len(r["table_row"]["cells"]) for r in rows), default=1)
    return {"table": {"table_width": width, "has_column_header": True, "children": rows}}, i + 1


def _paragraphs(inline: Token) -> list[dict]:
    """One paragraph block per line; a lone image is an image block."""
    lines: list[list[Token]] = [[]]
    for child in inline.children or []:
        if child.type in ("softbreak", "hardbreak"):
            lines.append([])
        else:
            lines[-1].append(child)
    out = []
    for line in lines:
        if len(line) == 1 and line[0].type == "image":
            out.append({"image": {"external": {"url": line[0].attrs.get("src", "")}}})
        elif line and not (line[0].type == "html_inline" and NOTION_TAG.match(line[0].content)):
            out.append(_block("paragraph", _rich(line)))
    return out


def rich(inline: Token) -> list[dict]:
    """The rich text of one inline token (annotations and links kept)."""
    return _rich(inline.children or [])


def _rich(children: list[Token]) -> list[dict]:
    out: list[dict] = []
    marks = {"bold": False, "italic": False, "strikethrough": False, "code": False}
    link = None
    toggles = {"strong": "bold", "em": "italic", "s": "strikethrough"}
    for child in children:
        kind = child.type
        if kind.endswith("_open") and kind[:-5] in toggles:
            marks[toggles[kind[:-5]]] = True
        elif kind.endswith("_close") and kind[:-6] in toggles:
            marks[toggles[kind[:-6]]] = False
        elif kind == "link_open":
            link = child.attrs.get("href")
        elif kind == "link_close":
            link = None
        elif kind in ("text", "code_inline", "html_inline", "image") and (child.content or kind == "image"):
            content = child.content or child.attrs.get("src", "")
            out.append({"type": "text", "text": {"content": content, "link": {"url": link} if link else None},
                        "annotations": {**marks, "code": kind == "code_inline"}})
    return out


def _block(kind: str, text: list[dict]) -> dict:
    return {kind: {"rich_text": text}}


def _plain(content: str) -> list[dict]:
    return [{"type": "text", "text": {"content": content}}] if content else []


def _newline() -> dict:
    return {"type": "text", "text": {"content": "\n"}}


def _text_of(block: dict) -> list[dict]:
    body = next(iter(block.values()))
    return body.get("rich_text", []) if isinstance(body, dict) else []
