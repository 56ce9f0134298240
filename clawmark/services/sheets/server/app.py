"""The HTTP app: routing, bearer-token auth, JSON bodies and Google's error shape.

Paths are those of Sheets API v4 (`/v4/spreadsheets…`) and Drive API v3 (`/drive/v3/files…`),
as google-api-python-client and gspread send them; `alt=json` and `prettyPrint` are ignored.
Routes match the percent-decoded path, so both clients' encodings of a range
(`Sheet1!A1:B2`, `'Sheet1'!A1`, `%27Sheet1%27%21A1`) arrive the same. The harness's own routes
live under `/_clawmark/` and need the admin token.
"""

from __future__ import annotations

import json
import re
import sys
import traceback
from dataclasses import dataclass
from typing import Any, Callable

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from clawmark.services.sheets.errors import ApiError, invalid, not_found
from clawmark.services.sheets.model import Spreadsheet
from clawmark.services.sheets.store import Store


@dataclass
class Call:
    """One API call: the store, path groups, query parameters and JSON body."""

    store: Store
    groups: tuple[str, ...]
    request: Request
    body: Any

    def param(self, name: str, default: str | None = None, choices: tuple[str, ...] | None = None) -> str | None:
        """A query parameter; with `choices`, a value outside them is a 400 naming the parameter."""
        value = self.request.query_params.get(name, default)
        if choices and value is not None and value not in choices:
            raise invalid(f"Invalid value at '{name}' ({value}): expected one of {', '.join(choices)}")
        return value

    def params(self, name: str) -> list[str]:
        return self.request.query_params.getlist(name)

    def flag(self, name: str) -> bool:
        return (self.param(name) or "false").lower() == "true"

    def book(self, book_id: str | None = None) -> Spreadsheet:
        """The spreadsheet named by the path (or `book_id`); 404 when there is none."""
        book_id = book_id or self.groups[0]
        book = self.store.get(book_id)
        if book is None:
            raise not_found("Requested entity was not found.")
        return book

    def field(self, name: str, kind: type | tuple = object, default: Any = ...) -> Any:
        """A top-level body field of the given type; 400 naming it when absent or mistyped."""
        body = self.body if isinstance(self.body, dict) else {}
        if body.get(name) is None:
            if default is ...:
                raise invalid(f"Missing required field: {name}")
            return default
        value = body[name]
        if not isinstance(value, kind) or (kind in (int, dict, list, str) and isinstance(value, bool)):
            raise invalid(f"Invalid value at '{name}'")
        return value

    def save(self, book: Spreadsheet) -> None:
        book.touch(self.store.stamp())
        self.store.save(book)


Handler = Callable[[Call], Any]


class App:
    """ASGI app over `routes`: [(method, path regex, handler, auth)], auth "none", "user" (the
    bearer token) or "admin" (the X-ClawMark-Admin header)."""

    def __init__(self, store: Store, token: str, admin_token: str, routes: list[tuple[str, str, Handler, str]]):
        self.store = store
        self.token = token
        self.admin_token = admin_token
        self.routes = [(m, re.compile(p + r"$"), h, a) for m, p, h, a in routes]

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            return
        request = Request(scope, receive)
        try:
            response = await self._handle(request)
        except ApiError as e:
            response = JSONResponse(e.body(), status_code=e.code)
        except Exception:  # noqa: BLE001 - report, never crash the server
            traceback.print_exc(file=sys.stderr)
            response = JSONResponse(ApiError("INTERNAL", "Internal error encountered.").body(), status_code=500)
        await response(scope, receive, send)

    async def _handle(self, request: Request) -> Response:
        path, method = request.scope["path"], request.method
        matched = [(h, m.groups(), admin) for meth, m_re, h, admin in self.routes
                   if (m := m_re.match(path)) and meth == method]
        if not matched:
            known = any(m_re.match(path) for _, m_re, _, _ in self.routes)
            raise ApiError("NOT_FOUND" if not known else "INVALID_ARGUMENT",
                           f"Method {method} is not allowed on {path}" if known else f"The requested URL {path} was not found.")
        handler, groups, auth = matched[0]
        self._authenticate(request, auth)
        body = await self._body(request)
        result = handler(Call(self.store, groups, request, body))
        return result if isinstance(result, Response) else JSONResponse(result)

    def _authenticate(self, request: Request, auth: str) -> None:
        if auth == "none":
            return
        if auth == "admin":
            if request.headers.get("x-clawmark-admin") != self.admin_token:
                raise ApiError("PERMISSION_DENIED", "The caller does not have permission")
            return
        auth = request.headers.get("authorization", "")
        token = auth[7:] if auth.lower().startswith("bearer ") else request.query_params.get("access_token")
        if not token:
            raise ApiError("UNAUTHENTICATED", "Request is missing required authentication credential. "
                           "Expected OAuth 2 access token, login cookie or other valid authentication credential.")
        if token != self.token:
            raise ApiError("UNAUTHENTICATED", "Request had invalid authentication credentials.")

    async def _body(self, request: Request) -> Any:
        raw = await request.body()
        if not raw.strip():
            return {}
        try:
            return json.loads(raw, parse_constant=_reject_constant)
        except (ValueError, UnicodeDecodeError):
            raise invalid("Invalid JSON payload received.") from None


def _reject_constant(name: str):
    raise ValueError(name)
