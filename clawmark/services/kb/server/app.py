"""The HTTP application: authentication, Notion-Version, JSON bodies and errors around every route.

Each resource group's module lists its routes as `(method, path, handler)`; a handler is
`handler(ctx, request, body) -> dict` and runs inside one store transaction, so a request that
fails leaves no partial write; one that cannot get the store's write lock in time (another
process holds it) answers 409 conflict_error, as Notion does for a conflicting transaction. Errors answer in Notion's shape (errors.py); an unexpected
exception answers 500 internal_server_error and is logged — it is a bug in this server.
"""

from __future__ import annotations

import hmac
import json
import logging
import math
import sqlite3
import uuid
from pathlib import Path
from typing import Any, Awaitable, Callable

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Route

from clawmark.services.kb.context import CURRENT_VERSION, VERSIONS, Context
from clawmark.services.kb.errors import NotionError
from clawmark.services.kb.server import blocks, comments, data_sources, databases, openapi, pages, search, users
from clawmark.services.kb.store import Store

log = logging.getLogger("clawmark.kb")
Handler = Callable[[Context, Request, Any], dict]
GROUPS = (users, pages, databases, data_sources, blocks, search, comments)


def create_app(store: Store, token: str, files_dir: Path) -> Starlette:
    """The Notion-compatible app over `store`, accepting `Authorization: Bearer <token>`;
    files of file blocks are served from `files_dir` under /files/<sha256>/<name>."""
    routes = [Route(f"/v1{path}", _endpoint(store, token, handler), methods=[method])
              for group in GROUPS for method, path, handler in group.ROUTES]
    routes.append(Route("/files/{digest}/{name}", _file(files_dir), methods=["GET"]))
    routes.append(Route("/openapi.json", lambda request: JSONResponse(openapi.document(GROUPS)), methods=["GET"]))
    return Starlette(routes=routes, exception_handlers={HTTPException: _http_error, Exception: _crash})


def _endpoint(store: Store, token: str, handler: Handler) -> Callable[[Request], Awaitable[Response]]:
    async def endpoint(request: Request) -> Response:
        try:
            ctx = _context(store, token, request)
            body = await _body(request)
            with store.transaction():
                result = handler(ctx, request, body)
            return JSONResponse({**result, "request_id": _request_id()})
        except NotionError as e:
            return JSONResponse(e.body(_request_id()), status_code=e.status)
        except sqlite3.OperationalError as e:
            if "locked" not in str(e):
                raise
            error = NotionError(409, "conflict_error", "Conflict occurred while saving. Please try again.")
            return JSONResponse(error.body(_request_id()), status_code=409)
    return endpoint


def _context(store: Store, token: str, request: Request) -> Context:
    given = request.headers.get("authorization", "")
    if not hmac.compare_digest(given.encode(), f"Bearer {token}".encode()):
        raise NotionError(401, "unauthorized", "API token is invalid.")
    version = request.headers.get("notion-version")
    if version is None:
        raise NotionError(400, "missing_version", "Notion-Version header failed validation: "
                          "Notion-Version header should be defined, instead was `undefined`.")
    if version not in VERSIONS:
        raise NotionError(400, "validation_error", f"Notion-Version header failed validation: "
                          f"should be one of {', '.join(VERSIONS)}, instead was `{version}`.")
    return Context(store, actor=store.meta("bot", ""), legacy=version < CURRENT_VERSION,
                   base_url=str(request.base_url), version=version)


async def _body(request: Request) -> Any:
    if request.method in ("GET", "DELETE"):
        return None
    raw = await request.body()
    if not raw.strip():
        return {}
    try:
        return json.loads(raw, parse_constant=_no_constant, parse_float=_finite)
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        raise NotionError(400, "invalid_json", "Error parsing JSON body.") from None


def _no_constant(name: str) -> None:
    """NaN and Infinity are not JSON (RFC 8259), and could never be answered back."""
    raise ValueError(f"{name} is not JSON")


def _finite(text: str) -> float:
    """A JSON number beyond a double's range (1e309) would be read as infinity: refuse it too."""
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"{text} is out of range")
    return number


def _request_id() -> str:
    return str(uuid.uuid4())


def _file(files_dir: Path):
    async def serve(request: Request) -> Response:
        digest = request.path_params["digest"]
        path = files_dir / digest
        if not (len(digest) == 64 and all(c in "0123456789abcdef" for c in digest) and path.is_file()):
            return JSONResponse(NotionError(404, "object_not_found", "No such file.").body(_request_id()), 404)
        return FileResponse(path, filename=request.path_params["name"])
    return serve


async def _http_error(request: Request, exc: HTTPException) -> Response:
    if exc.status_code == 405:
        error = NotionError(405, "invalid_request", f"Method {request.method} is not allowed for this URL.")
    else:
        error = NotionError(400, "invalid_request_url", "Invalid request URL.")
    return JSONResponse(error.body(_request_id()), status_code=error.status)


async def _crash(request: Request, exc: Exception) -> Response:
    log.exception("internal error on %s %s", request.method, request.url.path)
    error = NotionError(500, "internal_server_error", "Unexpected error occurred.")
    return JSONResponse(error.body(_request_id()), status_code=500)
