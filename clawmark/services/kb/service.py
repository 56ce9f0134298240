"""The `kb` service: a Notion-API server process per world, over a SQLite file in its state dir.

The server runs as a child process (uvicorn on an inherited 127.0.0.1 socket), so a crash is
seen by `failure()`. The harness seeds, applies changes and snapshots through the same SQLite
file while the agent is idle, and writes the universe time there before each of those, so
objects the agent creates carry universe timestamps.
"""

from __future__ import annotations

import http.client
import os
import secrets
import signal
import socket
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from clawmark.changes import Change
from clawmark.clock import UniverseClock
from clawmark.services.base import Endpoint, Service, ServiceError, Snapshot
from clawmark.services.kb import changes, seed
from clawmark.services.kb.snapshot import snapshot
from clawmark.services.kb.store import Store

if TYPE_CHECKING:
    from clawmark.taskdir import Task

READY_TIMEOUT_S = 15
LAUNCHER = Path(__file__).parent / "server" / "launch.py"
GUIDE = """## Knowledge base (Notion API)
A Notion workspace at `{url}` (API version 2025-09-03 or 2022-06-28), token `{token}`.
Environment: `NOTION_BASE_URL`, `NOTION_TOKEN`. With the official SDK:
`notion_client.Client(auth=os.environ["NOTION_TOKEN"], base_url=os.environ["NOTION_BASE_URL"])`
(JavaScript: `new Client({{auth, baseUrl}})`); over HTTP, send `Authorization: Bearer <token>` and
`Notion-Version: 2025-09-03` to `{url}/v1/...`. Notion's MCP server (`@notionhq/notion-mcp-server`)
takes the same token as `NOTION_TOKEN` and this URL as `BASE_URL`.
"""


class KbService(Service):
    """The knowledge base: pages, databases / data sources, blocks, comments and users."""

    name = "kb"
    change_kinds = changes.CHANGE_KINDS

    def __init__(self) -> None:
        self.process: subprocess.Popen | None = None
        self.store: Store | None = None
        self.clock: UniverseClock | None = None
        self.state_dir: Path | None = None
        self._log = None

    def start(self, state_dir: Path, clock: UniverseClock) -> Endpoint:
        self.state_dir, self.clock = state_dir, clock
        self.store = Store(state_dir / "kb.sqlite3")
        self.store.set_now(clock.now())
        token = "ntn_" + secrets.token_hex(20)
        port = self._spawn(token)
        url = f"http://127.0.0.1:{port}"
        return Endpoint(
            service=self.name,
            env={"NOTION_BASE_URL": url, "NOTION_TOKEN": token},
            info={"base_url": url, "port": port, "token": token},
            guide=GUIDE.format(url=url, token=token),
        )

    def _spawn(self, token: str) -> int:
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", 0))
        listener.listen(128)
        port = listener.getsockname()[1]
        fd = listener.fileno()
        self._log = open(self.state_dir / "server.log", "ab")
        try:
            self.process = subprocess.Popen(
                [sys.executable, str(LAUNCHER), "--db", str(self.state_dir / "kb.sqlite3"),
                 "--files", str(self.state_dir / "files"), "--fd", str(fd)],
                pass_fds=(fd,), env={**os.environ, "CLAWMARK_KB_TOKEN": token},
                stdin=subprocess.DEVNULL, stdout=self._log, stderr=self._log, start_new_session=True,
            )
        finally:
            listener.close()
        self._wait_ready(port)
        return port

    def _wait_ready(self, port: int) -> None:
        """Block until the server answers one request (the socket queues it until then)."""
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=READY_TIMEOUT_S)
        try:
            conn.request("GET", "/v1/users/me")
            conn.getresponse().read()
        except OSError as e:
            raise ServiceError(f"kb server did not start: {e}; {self._log_tail()}") from None
        finally:
            conn.close()

    def _log_tail(self) -> str:
        path = self.state_dir / "server.log"
        text = path.read_text(errors="replace") if path.is_file() else ""
        return "log: " + (text[-800:].strip() or "(empty)")

    def _seeder(self, task: Task) -> seed.Seeder:
        if self.store is None or self.clock is None:
            raise ServiceError("kb service is not started")
        self.store.set_now(self.clock.now())
        return seed.Seeder(self.store, task.root, self.state_dir / "files")

    def seed(self, task: Task) -> None:
        seeder = self._seeder(task)
        spec: seed.KbSeed = task.spec.seed.kb
        with self.store.transaction():
            self.store.set_meta("namespace", task.name)
            bot = seeder.user(None, spec.integration, kind="bot",
                              bot={"owner": {"type": "workspace", "workspace": True}, "workspace_name": task.spec.principal.name})
            self.store.set_meta("bot", bot)
            principal = task.spec.principal
            self.store.set_meta("owner", seeder.user("principal", principal.name, email=principal.email))
        seed.load(seeder, task.root / spec.dir)

    def apply(self, change: Change, task: Task) -> None:
        changes.apply(self._seeder(task), change)

    def snapshot(self) -> Snapshot:
        if self.store is None or self.clock is None:
            raise ServiceError("kb service is not started")
        self.store.set_now(self.clock.now())
        files = self.state_dir / "files"
        blobs = {path.name: path.read_bytes() for path in sorted(files.iterdir())} if files.is_dir() else {}
        return Snapshot(data=snapshot(self.store), blobs=blobs)

    def failure(self) -> str | None:
        if self.process is not None and self.process.poll() is not None:
            return f"kb server exited with code {self.process.returncode}; {self._log_tail()}"
        return None

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=3)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        if self.store is not None:
            self.store.close()
            self.store = None
        if self._log is not None:
            self._log.close()
            self._log = None
