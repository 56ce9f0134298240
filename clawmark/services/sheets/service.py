"""The `sheets` service: one Sheets v4 / Drive v3 server process per world.

The server runs where the world's backend puts it (clawmark.backends: a subprocess on a
127.0.0.1 socket the backend binds and hands over, so no port race, or the `sheets` image's
container), so a crash is seen by `failure()`; with a random bearer token per run and its
state in `<state_dir>/sheets.sqlite3`. The harness pushes the universe clock to it before every
seed, change and snapshot, so TODAY() is the round's date.
"""

from __future__ import annotations

import secrets
import sys
import time
from datetime import timezone
from pathlib import Path
from urllib.parse import quote
from typing import TYPE_CHECKING, Any

import httpx

from clawmark.backends.base import Server, ServerSpec, in_image
from clawmark.changes import Change
from clawmark.clock import UniverseClock
from clawmark.endpoint import Endpoint, ServiceError, http_client
from clawmark.services.base import Service, Snapshot
from clawmark.services.sheets.spec import (
    SheetsAddSheet,
    SheetsAppendRows,
    SheetsClear,
    SheetsSetValues,
)
from clawmark.services.sheets.editors import Editors
from clawmark.services.sheets.seed import seed_documents

if TYPE_CHECKING:
    from clawmark.spec import TaskSpec

READY_TIMEOUT_S = 20.0
_PACKAGE = Path(__file__).parent
# The server process imports only what it serves: bare stand-ins for the parent packages keep the
# harness's service registry (pydantic, httpx, every other service) out of it, so start-to-ready
# stays near 0.3 s.
_BOOT = """import sys, types
for name, path in (("clawmark", {root!r}), ("clawmark.services", {services!r}), ("clawmark.services.sheets", {sheets!r})):
    module = types.ModuleType(name)
    module.__path__ = [path]
    sys.modules[name] = module
from clawmark.services.sheets.server.__main__ import main
main()
"""
SERVER_PORT = 8000  # inside its container (clawmark.backends.docker)
GUIDE = """## Spreadsheets (Google Sheets API v4 + Drive API v3)
A server that speaks the Sheets API and the spreadsheet part of the Drive API runs at `{url}`
(env `CLAWMARK_SHEETS_URL`). Send `Authorization: Bearer {token}` (env `CLAWMARK_SHEETS_TOKEN`).
It serves spreadsheets.get/create/batchUpdate, sheets.copyTo, the spreadsheets.values methods, and Drive
files.list/get/create/copy/update/delete/export (xlsx, csv); anything else answers with a Google-style
error naming what is not supported.

google-api-python-client (the same endpoint serves both APIs):
```python
import os
from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build
creds = Credentials(token=os.environ["CLAWMARK_SHEETS_TOKEN"])
opts = {{"api_endpoint": os.environ["CLAWMARK_SHEETS_URL"]}}
sheets = build("sheets", "v4", credentials=creds, static_discovery=True, client_options=opts)
drive = build("drive", "v3", credentials=creds, static_discovery=True, client_options=opts)
```
gspread (give it a session that sends Google's hosts to this server):
```python
import os, gspread
from google.auth.transport.requests import AuthorizedSession
from google.oauth2.credentials import Credentials
URL = os.environ["CLAWMARK_SHEETS_URL"].rstrip("/")
class Local(AuthorizedSession):
    def request(self, method, url, *args, **kwargs):
        for host in ("https://sheets.googleapis.com", "https://www.googleapis.com"):
            url = url.replace(host, URL, 1) if url.startswith(host) else url
        return super().request(method, url, *args, **kwargs)
creds = Credentials(token=os.environ["CLAWMARK_SHEETS_TOKEN"])
gc = gspread.Client(auth=creds, session=Local(creds))
```
"""


class SheetsService(Service):
    """Spreadsheets of the world, served over HTTP."""

    name = "sheets"

    def __init__(self, allow_anonymous: bool = False) -> None:
        """`allow_anonymous`: also accept requests with no credentials (tests using the clients'
        AnonymousCredentials opt in); a wrong token is refused either way."""
        self.allow_anonymous = allow_anonymous
        self.server: Server | None = None
        self.clock: UniverseClock | None = None
        self.url = ""
        self.token = secrets.token_urlsafe(24)
        self.admin_token = secrets.token_urlsafe(24)
        self._http: httpx.Client | None = None
        self.editors = Editors()

    def start(self, state_dir: Path, clock: UniverseClock) -> Endpoint:
        self.clock = clock
        env = {
            "CLAWMARK_SHEETS_TOKEN": self.token,
            "CLAWMARK_SHEETS_ADMIN_TOKEN": self.admin_token,
            "CLAWMARK_SHEETS_ALLOW_ANONYMOUS": "1" if self.allow_anonymous else "",
        }
        local_boot = _BOOT.format(root=str(_PACKAGE.parents[1]), services=str(_PACKAGE.parent), sheets=str(_PACKAGE))
        image_boot = _BOOT.format(root=in_image(_PACKAGE.parents[1]), services=in_image(_PACKAGE.parent),
                                  sheets=in_image(_PACKAGE))
        self.server = self.backend.launch(ServerSpec(
            name="sheets server", image="sheets", argv=("python3", "-c", image_boot, str(state_dir), "{fd}"),
            local_argv=(sys.executable, "-c", local_boot, str(state_dir), "{fd}"), root=state_dir,
            port=SERVER_PORT, log=state_dir / "server.log", env=env, listener=True,
            preload=("clawmark.services.sheets.server.__main__",),
        ))
        port = self.server.port
        self.url = f"http://127.0.0.1:{port}/"
        self._http = http_client(base_url=self.url, timeout=30.0)
        self._wait_ready(state_dir / "server.log")
        self._sync_clock()
        return Endpoint(
            service=self.name,
            env={"CLAWMARK_SHEETS_URL": self.url, "CLAWMARK_SHEETS_TOKEN": self.token},
            info={"url": self.url, "host": "127.0.0.1", "port": port, "token": self.token},
            guide=GUIDE.format(url=self.url, token=self.token),
        )

    def _wait_ready(self, log: Path) -> None:
        deadline = time.monotonic() + READY_TIMEOUT_S
        while time.monotonic() < deadline:
            if reason := self.server.failure():
                tail = log.read_text(errors="replace")[-2000:] if log.is_file() else self.server.log_tail()
                raise ServiceError(f"{reason}: {tail}")
            try:
                if self._http.get("_clawmark/health", timeout=1.0).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.005)
        raise ServiceError(f"sheets server not ready after {READY_TIMEOUT_S} s")

    def _admin(self, method: str, path: str, body: Any = None) -> Any:
        """Call a harness route; raises ServiceError with the server's message on failure."""
        return self._call(method, f"_clawmark/{path}", body, {"X-ClawMark-Admin": self.admin_token})

    def _api(self, method: str, path: str, body: Any = None, params: dict | None = None) -> Any:
        return self._call(method, path, body, {"Authorization": f"Bearer {self.token}"}, params)

    def _call(self, method: str, path: str, body: Any, headers: dict, params: dict | None = None) -> Any:
        if self._http is None:
            raise ServiceError("sheets service is not started")
        try:
            response = self._http.request(method, path, json=body, headers=headers, params=params)
        except httpx.HTTPError as e:
            raise ServiceError(f"sheets server unreachable: {e}") from None
        if response.status_code >= 400:
            raise ServiceError(f"sheets {method} {path}: {response.status_code} {response.text[:500]}")
        return response.json()

    def _sync_clock(self) -> None:
        now = self.clock.now()
        self._admin(
            "POST",
            "clock",
            {
                "now": now.replace(tzinfo=None).isoformat(),
                "timeZone": self.clock.tz.key,
                "utc": now.astimezone(timezone.utc).replace(tzinfo=None).isoformat(),
            },
        )

    def seed(self, task: TaskSpec, root: Path) -> None:
        self._sync_clock()
        for doc in seed_documents(root / task.seed.sheets.dir):
            self._admin("POST", "import", doc)

    def apply(self, change: Change, root: Path) -> None:
        before = self._admin("GET", "snapshot") if change.by else None
        self._apply(change)
        if before is not None:
            self.editors.record(before, self._admin("GET", "snapshot"), change.by)

    def _apply(self, change: Change) -> None:
        self._sync_clock()
        base = f"v4/spreadsheets/{self._find(change)}"
        if isinstance(change, SheetsSetValues):
            self._api(
                "PUT",
                f"{base}/values/{quote(change.range, safe='')}",
                {"values": change.values},
                {"valueInputOption": change.value_input_option},
            )
        elif isinstance(change, SheetsAppendRows):
            self._api(
                "POST",
                f"{base}/values/{quote(change.range, safe='')}:append",
                {"values": change.values},
                {"valueInputOption": change.value_input_option},
            )
        elif isinstance(change, SheetsClear):
            self._api("POST", f"{base}/values/{quote(change.range, safe='')}:clear", {})
        elif isinstance(change, SheetsAddSheet):
            self._api(
                "POST", f"{base}:batchUpdate", {"requests": [{"addSheet": {"properties": {"title": change.title}}}]}
            )
            if change.values:
                cell = quote("'" + change.title.replace("'", "''") + "'!A1", safe="")
                self._api(
                    "PUT", f"{base}/values/{cell}", {"values": change.values}, {"valueInputOption": "USER_ENTERED"}
                )
        else:
            raise ServiceError(f"sheets cannot apply {change.kind}")

    def _find(self, change: Change) -> str:
        title = change.spreadsheet.replace("\\", "\\\\").replace("'", "\\'")
        files = self._api("GET", "drive/v3/files", params={"q": f"name = '{title}' and trashed = false"})["files"]
        if not files:
            raise ServiceError(f"{change.id}: no spreadsheet titled {change.spreadsheet!r}")
        return files[0]["id"]

    def follow_clock(self) -> None:
        self._sync_clock()

    def snapshot(self) -> Snapshot:
        return Snapshot(data=self.editors.annotate(self._admin("GET", "snapshot")))

    def failure(self) -> str | None:
        return self.server.failure() if self.server is not None else None

    def stop(self) -> None:
        if self._http is not None:
            self._http.close()
            self._http = None
        if self.server is not None:
            self.server.stop()
        self.server = None
