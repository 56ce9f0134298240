"""Rich text arrays (Notion API reference, "Rich text"): normalise what a client sends, read it as text."""

from __future__ import annotations

from typing import Any, Callable

from clawmark.services.kb.errors import expect, shown

ANNOTATIONS = {"bold": False, "italic": False, "strikethrough": False, "underline": False, "code": False,
               "color": "default"}
MAX_CONTENT = 2000


def rich_text(value: Any, field: str) -> list[dict]:
    """The full rich text array for `value` (a list of rich text objects; a bare string is read as
    one text object). Raises validation_error naming `field` for anything else."""
    if isinstance(value, str):
        value = [{"text": {"content": value}}]
    expect(isinstance(value, list), f"{field} should be an array, instead was `{shown(value)}`.")
    return [_item(item, f"{field}[{i}]") for i, item in enumerate(value)]


def _item(item: Any, field: str) -> dict:
    expect(isinstance(item, dict), f"{field} should be an object, instead was `{shown(item)}`.")
    kind = item.get("type") or next((k for k in ("text", "mention", "equation") if k in item), None)
    expect(kind in ("text", "mention", "equation"), f"{field} should have one of text, mention, equation.")
    body = item.get(kind)
    expect(isinstance(body, dict), f"{field}.{kind} should be an object, instead was `{shown(body)}`.")
    annotations = item.get("annotations") or {}
    expect(isinstance(annotations, dict), f"{field}.annotations should be an object.")
    out = {"type": kind, kind: {}, "annotations": {**ANNOTATIONS, **{k: v for k, v in annotations.items() if k in ANNOTATIONS}}}
    if kind == "text":
        content, link = body.get("content"), body.get("link")
        unknown = sorted(set(body) - {"content", "link"}, key=str)
        expect(not unknown, f"{field}.text.{unknown[0] if unknown else ''} should be not present, "
                            f"instead was `{shown(body[unknown[0]]) if unknown else ''}`.")
        expect(isinstance(content, str), f"{field}.text.content should be a string, instead was `{shown(content)}`.")
        expect(len(content) <= MAX_CONTENT,
               f"{field}.text.content.length should be ≤ `{MAX_CONTENT}`, instead was `{len(content)}`.")
        expect(link is None or (isinstance(link, dict) and isinstance(link.get("url"), str)),
               f"{field}.text.link should be an object with a url, or `null`.")
        out["text"] = {"content": content, "link": {"url": link["url"]} if link else None}
        out["plain_text"], out["href"] = content, link["url"] if link else None
    elif kind == "equation":
        expression = body.get("expression")
        expect(isinstance(expression, str), f"{field}.equation.expression should be a string.")
        out["equation"] = {"expression": expression}
        out["plain_text"], out["href"] = expression, None
    else:
        out["mention"] = body
        out["plain_text"], out["href"] = str(item.get("plain_text", "")), None
    return out


def name_mentions(value: Any, name_of: Callable[[str, str], str | None]) -> None:
    """Fill in, anywhere in `value` and in place, the plain_text of mentions sent without one:
    `@name` for a user, the title of a page, database or data source (`name_of(kind, id)`), the
    start (→ end) of a date, the URL of a link."""
    if isinstance(value, list):
        for item in value:
            name_mentions(item, name_of)
    elif isinstance(value, dict):
        if value.get("type") == "mention" and not value.get("plain_text"):
            value["plain_text"] = _mention_text(value["mention"], name_of)
        else:
            for item in value.values():
                name_mentions(item, name_of)


def _mention_text(body: dict, name_of: Callable[[str, str], str | None]) -> str:
    kind = body.get("type") if isinstance(body.get("type"), str) else next(iter(body), "")
    target = body.get(kind)
    if not isinstance(target, dict):
        return ""
    if kind == "date":
        start, end = target.get("start"), target.get("end")
        return f"{start} → {end}" if end else str(start or "")
    if kind in ("user", "page", "database", "data_source") and isinstance(target.get("id"), str):
        name = name_of(kind, target["id"])
        return ("@" + (name or "Anonymous")) if kind == "user" else (name or "Untitled")
    return str(target.get("url", ""))


def plain(items: list[dict] | None) -> str:
    """The concatenated plain text of a rich text array."""
    return "".join([item["plain_text"] for item in items]) if items else ""
