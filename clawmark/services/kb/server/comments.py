"""Comments: create one (on a page or in a discussion), retrieve one, list those of a page or block."""

from __future__ import annotations

from clawmark.services.kb import comments, render
from clawmark.services.kb.pagination import listing, window
from clawmark.services.kb.server.params import path_id


def create(ctx, request, body):
    """Create a comment on a page or block, or a reply in a discussion."""
    return render.comment(comments.create(ctx, body))


def retrieve(ctx, request, body):
    """Retrieve a comment."""
    return render.comment(ctx.record(path_id(request, "comment_id"), "comment"))


def list_comments(ctx, request, body):
    """Retrieve the comments of a page or block (`block_id`), paginated."""
    found, cursor = window(comments.listing(ctx, request.query_params.get("block_id")),
                           request.query_params.get("start_cursor"), request.query_params.get("page_size"))
    return listing([render.comment(c) for c in found], cursor, "comment")


ROUTES = [("POST", "/comments", create), ("GET", "/comments", list_comments),
          ("GET", "/comments/{comment_id}", retrieve)]
