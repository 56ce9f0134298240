"""Comments (Notion API reference, "Comment"): open a discussion on a page or reply in one."""

from __future__ import annotations

import hashlib
from typing import Any

from clawmark.services.kb.context import Context
from clawmark.services.kb.errors import expect, invalid
from clawmark.services.kb.richtext import rich_text


def create(ctx: Context, body: Any) -> dict:
    """A new comment from `{parent: {page_id}, rich_text}` or `{discussion_id, rich_text}`."""
    expect(isinstance(body, dict), "body should be an object.")
    text = rich_text(body.get("rich_text"), "body.rich_text")
    expect(bool(text), "body.rich_text should not be empty.")
    if body.get("discussion_id") is not None:
        discussion = body["discussion_id"]
        expect(isinstance(discussion, str), "body.discussion_id should be a string.")
        first = next((c for c in ctx.store.all("comment") if c["discussion_id"] == discussion), None)
        expect(first is not None, f"body.discussion_id: no discussion {discussion}.")
        parent = first["parent"]
    elif isinstance(body.get("parent"), dict):
        target_id = body["parent"].get("page_id") or body["parent"].get("block_id")
        target = ctx.block_like(target_id) if isinstance(target_id, str) else None
        expect(target is not None, "body.parent should have a page_id or block_id.")
        parent = {"type": "page_id", "page_id": target["id"]} if target["object"] == "page" \
            else {"type": "block_id", "block_id": target["id"]}
        discussion = None
    else:
        raise invalid("body should have a parent or a discussion_id.")
    comment = ctx.new("comment", parent=parent, rich_text=text, discussion_id=discussion)
    if discussion is None:
        comment["discussion_id"] = str(_discussion_id(comment["id"]))
    ctx.save(comment)
    return comment


def _discussion_id(comment_id: str) -> str:
    digest = hashlib.sha256(f"discussion\0{comment_id}".encode()).hexdigest()
    return f"{digest[:8]}-{digest[8:12]}-4{digest[13:16]}-8{digest[17:20]}-{digest[20:32]}"


def listing(ctx: Context, block_id: Any) -> list[dict]:
    """The live comments on a page or block, oldest first."""
    expect(isinstance(block_id, str), "block_id should be a string.")
    target = ctx.block_like(block_id)
    return [c for c in ctx.store.children(target["id"], "comment") if not c["in_trash"]]
