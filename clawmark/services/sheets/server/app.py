"""The HTTP app: routing, bearer-token auth, JSON bodies and Google's error shape.

Paths are those of Sheets API v4 (`/v4/spreadsheets…`) and Drive API v3 (`/drive/v3/files…`,
also `/files…`, where googleapiclient sends Drive calls given an `api_endpoint`), as
google-api-python-client and gspread send them; `alt=json` and `prettyPrint` are ignored.
Routes match the percent-decoded path, so both clients' encodings of a range
(`Sheet1!A1:B2`, `'Sheet1'!A1`, `%27Sheet1%27%21A1`) arrive the same. The harness's own routes
live under `/_clawmark/` and need the admin token.

Served by the standard library's ThreadingHTTPServer (HTTP/1.1, keep-alive), one request at a
time under a lock: it starts in a fraction of the time an ASGI stack takes to import, which is
what a world's start-up budget needs.
"""

from __future__ import annotations

import json
import math
import os
import re
import sys
import threading
import time
import traceback
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable
from urllib.parse import parse_qs, unquote, urlsplit

from clawmark.services.sheets.errors import ApiError, invalid, not_found
from clawmark.services.sheets.fieldmask import apply_mask, parse_mask
from clawmark.services.sheets.model import Spreadsheet
from clawmark.services.sheets.server import messages
from clawmark.services.sheets.store import Store


MAX_CELLS = 10_000_000  # Sheets' limit per spreadsheet
JSON_TYPE = "application/json; charset=UTF-8"


@dataclass
class Response:
    """A non-JSON reply: raw bytes with a media type, or an empty one (204)."""

    content: bytes = b""
    media_type: str = "application/octet-stream"
    status: int = 200


@dataclass
class Call:
    """One API call: the store, path groups, query parameters and JSON body."""

    store: Store
    groups: tuple[str, ...]
    query: dict[str, list[str]]
    body: dict[str, Any]  # {} when the request has none

    def param(self, name: str, default: str | None = None, choices: tuple[str, ...] | None = None) -> str | None:
        """A query parameter; with `choices`, a value outside them is a 400 naming the parameter."""
        value = self.query.get(name, [default])[0]
        if choices and value is not None and value not in choices:
            raise invalid(f"Invalid value at '{name}' ({value}): expected one of {', '.join(choices)}")
        return value

    def params(self, name: str) -> list[str]:
        return self.query.get(name, [])

    def flag(self, name: str) -> bool:
        return (self.param(name) or "false").lower() == "true"

    def book(self, book_id: str | None = None) -> Spreadsheet:
        """The spreadsheet named by the path (or `book_id`); 404 when there is none."""
        book = self.store.get(book_id or self.groups[0])
        if book is None:
            raise not_found("Requested entity was not found.")
        return book

    def field(self, name: str, kind: type | tuple = object, default: Any = ...) -> Any:
        """A top-level body field of the given type (null counts as absent); 400 naming it when
        required and absent, or mistyped."""
        if self.body.get(name) is None:
            if default is ...:
                raise invalid(f"Missing required field: {name}")
            return default
        value = self.body[name]
        if not isinstance(value, kind) or (kind in (int, dict, list, str) and isinstance(value, bool)):
            raise invalid(f"Invalid value at '{name}'")
        return value

    def save(self, book: Spreadsheet) -> None:
        """Record a change: stamp modifiedTime, drop cached formula results, write through.

        A spreadsheet whose grids would exceed Sheets' 10 million cells is a 400 (and the app
        then drops the change)."""
        cells = sum(sheet.row_count * sheet.column_count for sheet in book.sheets)
        if cells > MAX_CELLS:
            raise invalid(
                f"This action would increase the number of cells in the workbook above the limit of {MAX_CELLS} cells."
            )
        book.touch(self.store.stamp())
        self.store.save(book)


Handler = Callable[[Call], Any]


class App:
    """The routes over a store: [(method, path regex, handler, auth)], auth "none", "user" (the
    bearer token) or "admin" (the X-ClawMark-Admin header)."""

    def __init__(
        self,
        store: Store,
        token: str,
        admin_token: str,
        routes: list[tuple[str, str, Handler, str]],
        allow_anonymous: bool = False,
    ):
        self.store = store
        self.allow_anonymous = allow_anonymous
        self.token = token
        self.admin_token = admin_token
        self.routes = [(m, re.compile(p + r"$", re.DOTALL), h, a) for m, p, h, a in routes]
        self.lock = threading.Lock()

    def handle(self, method: str, target: str, headers: dict[str, str], raw: bytes) -> tuple[int, str, bytes]:
        """One request → (status, media type, body bytes); never raises. Every body is strict
        JSON (RFC 8259: no NaN or Infinity); errors are in Sheets' shape, or Drive's on Drive paths."""
        drive = unquote(urlsplit(target).path).startswith(("/drive/", "/files"))
        try:
            with self.lock:
                try:
                    result = self._dispatch(method, target, headers, raw)
                except BaseException:
                    if method != "GET":
                        self.store.reload()  # a failed change must leave no half-done edit in memory
                    raise
        except RecursionError:
            return _error(invalid("Request nesting too deep."), drive)
        except ApiError as e:
            return _error(e, drive)
        except Exception:  # noqa: BLE001 - report, never crash the server
            traceback.print_exc(file=sys.stderr)
            return _error(ApiError("INTERNAL", "Internal error encountered."), drive)
        if isinstance(result, Response):
            return result.status, result.media_type, result.content
        return 200, JSON_TYPE, json.dumps(result, ensure_ascii=False, allow_nan=False).encode()

    def _dispatch(self, method: str, target: str, headers: dict[str, str], raw: bytes) -> Any:
        parts = urlsplit(target)
        path = unquote(parts.path)
        found = [
            (h, m.groups(), auth)
            for meth, pattern, h, auth in self.routes
            if (m := pattern.match(path)) and meth == method
        ]
        if not found:
            if any(pattern.match(path) for _, pattern, _, _ in self.routes):
                raise invalid(f"Method {method} is not allowed on {path}")
            raise not_found(f"The requested URL {path} was not found.")
        handler, groups, auth = found[0]
        query = parse_qs(parts.query, keep_blank_values=True)
        self._authenticate(headers, query, auth)
        body = self._body(raw)
        mask = parse_mask(query["fields"][0]) if query.get("fields") else None
        if described := messages.method_of(handler):
            body = messages.check_body(described[0], described[1], body)
            messages.check_mask(described[0], mask)
        result = handler(Call(self.store, groups, query, body))
        if isinstance(result, dict) and query.get("fields"):  # partial responses, for every method
            result = apply_mask(result, mask)
        return result

    def _authenticate(self, headers: dict[str, str], query: dict[str, list[str]], auth: str) -> None:
        if auth == "none":
            return
        if auth == "admin":
            if headers.get("x-clawmark-admin") != self.admin_token:
                raise ApiError("PERMISSION_DENIED", "The caller does not have permission")
            return
        value = headers.get("authorization", "")
        token = value[7:] if value.lower().startswith("bearer ") else query.get("access_token", [None])[0]
        if not token and self.allow_anonymous:
            return
        if not token:
            raise ApiError(
                "UNAUTHENTICATED",
                "Request is missing required authentication credential. "
                "Expected OAuth 2 access token, login cookie or other valid authentication credential.",
            )
        if token != self.token:
            raise ApiError("UNAUTHENTICATED", "Request had invalid authentication credentials.")

    @staticmethod
    def _body(raw: bytes) -> Any:
        if not raw.strip():
            return {}
        try:
            body = json.loads(raw, parse_constant=_reject_constant, parse_float=_finite, parse_int=_finite_int)
        except _OutOfRange as e:
            raise invalid(f"Invalid JSON payload received. Number out of range: {e.args[0]}.", "") from None
        except (ValueError, UnicodeDecodeError, RecursionError):
            raise invalid("Invalid JSON payload received.") from None
        if not isinstance(body, dict):  # every request message of Sheets v4 / Drive v3 is an object
            raise invalid('Invalid JSON payload received. Unknown name "": Root element must be a message.')
        return body


def _reject_constant(name: str):
    raise ValueError(name)


class _OutOfRange(ValueError):
    """A JSON number beyond a double's range (1e309): Sheets stores numbers as doubles."""


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise _OutOfRange(text)
    return number


def _finite_int(text: str) -> int:
    if len(text.lstrip("-")) > 308:
        _finite(text)
    return int(text)


def _error(error: ApiError, drive: bool) -> tuple[int, str, bytes]:
    return error.code, JSON_TYPE, json.dumps(error.body(drive), ensure_ascii=False, allow_nan=False).encode()


class _RequestHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in two writes; with Nagle's algorithm on, the body then waits
    # for the client's delayed ACK (~40 ms per keep-alive request on Linux).
    disable_nagle_algorithm = True
    server_version = "ClawMarkSheets"
    sys_version = ""

    def _serve(self) -> None:
        length = self.headers.get("Content-Length")
        try:
            raw = self.rfile.read(int(length)) if length else b""
        except ValueError:
            self.send_error(400, "Bad Content-Length")
            return
        headers = {k.lower(): v for k, v in self.headers.items()}
        status, media_type, body = self.server.app.handle(self.command, self.path, headers, raw)
        self.send_response(status)
        if status != 204:
            self.send_header("Content-Type", media_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _serve

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - the base class's name
        """Quiet: the harness keeps no access log."""


def serve(app: App, listener) -> None:
    """Serve `app` on the bound, listening socket `listener` until the process is stopped, or
    until its parent (the harness) is gone, so a crashed run leaves no server behind."""
    parent = os.getppid()

    def watch_parent() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch_parent, daemon=True).start()
    server = ThreadingHTTPServer(listener.getsockname(), _RequestHandler, bind_and_activate=False)
    server.socket.close()
    server.socket = listener
    server.daemon_threads = True
    server.app = app
    server.serve_forever(poll_interval=0.5)
