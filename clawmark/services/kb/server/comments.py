"""Comments: create one (on a page or in a discussion) and list those of a page or block."""

from __future__ import annotations

from clawmark.services.kb import comments, render
from clawmark.services.kb.pagination import listing, window


def create(ctx, request, body):
    return render.comment(comments.create(ctx, body))


def list_comments(ctx, request, body):
    found, cursor = window(comments.listing(ctx, request.query_params.get("block_id")),
                           request.query_params.get("start_cursor"), request.query_params.get("page_size"))
    return listing([render.comment(c) for c in found], cursor, "comment")


ROUTES = [("POST", "/comments", create), ("GET", "/comments", list_comments)]
