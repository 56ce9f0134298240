"""Users: list all users, retrieve one, and retrieve the integration's bot user (`me`)."""

from __future__ import annotations

from clawmark.services.kb import render
from clawmark.services.kb.pagination import listing, window
from clawmark.services.kb.server.params import path_id


def list_users(ctx, request, body):
    """List all users, paginated."""
    users, cursor = window(ctx.store.all("user"), request.query_params.get("start_cursor"),
                           request.query_params.get("page_size"))
    return listing([render.user(ctx, u) for u in users], cursor, "user")


def retrieve(ctx, request, body):
    """Retrieve a user."""
    return render.user(ctx, ctx.record(path_id(request, "user_id"), "user"))


def me(ctx, request, body):
    """Retrieve the bot user of the token's integration."""
    return render.user(ctx, ctx.record(ctx.actor, "user"))


ROUTES = [("GET", "/users", list_users), ("GET", "/users/me", me), ("GET", "/users/{user_id}", retrieve)]
