"""The `kb` service: a Notion-API server process per world, over a SQLite file in its state dir.

The server runs where the world's backend puts it (clawmark.backends: a child process with
uvicorn on an inherited 127.0.0.1 socket, or the `kb` image's container), so a crash is seen
by `failure()`. The harness seeds, applies changes and snapshots through the same SQLite
file while the agent is idle, and writes the universe time there before each of those, so
objects the agent creates carry universe timestamps.
"""

from __future__ import annotations

import http.client
import secrets
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from clawmark.backends.base import Server, ServerSpec, in_image
from clawmark.changes import Change
from clawmark.clock import UniverseClock
from clawmark.endpoint import Endpoint, ServiceError
from clawmark.services.base import Service, Snapshot
from clawmark.services.kb import changes, seed
from clawmark.services.kb.spec import KbSeed
from clawmark.services.kb.snapshot import snapshot
from clawmark.services.kb.store import Store

if TYPE_CHECKING:
    from clawmark.spec import TaskSpec

READY_TIMEOUT_S = 15
SERVER_PORT = 8000  # inside its container (clawmark.backends.docker)
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

    def __init__(self) -> None:
        self.server: Server | None = None
        self.store: Store | None = None
        self.clock: UniverseClock | None = None
        self.state_dir: Path | None = None

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
        """Start the server where the world's backend runs servers; return its port on 127.0.0.1."""
        args = ("--db", str(self.state_dir / "kb.sqlite3"), "--files", str(self.state_dir / "files"), "--fd", "{fd}")
        self.server = self.backend.launch(ServerSpec(
            name="kb server", image="kb", argv=("python3", in_image(LAUNCHER), *args),
            local_argv=(sys.executable, str(LAUNCHER), *args), root=self.state_dir, port=SERVER_PORT,
            log=self.state_dir / "server.log", env={"CLAWMARK_KB_TOKEN": token}, listener=True,
            preload=("clawmark.services.kb.server.__main__",),
        ))
        self._wait_ready(self.server.port)
        return self.server.port

    def _wait_ready(self, port: int) -> None:
        """Block until the server answers one request (a local socket queues it until then; a
        container's published port refuses until the container runs, so that is retried)."""
        deadline = time.monotonic() + READY_TIMEOUT_S
        while True:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=READY_TIMEOUT_S)
            try:
                conn.request("GET", "/v1/users/me")
                conn.getresponse().read()
                return
            except (OSError, http.client.HTTPException) as e:
                if (reason := self.server.failure()) or time.monotonic() > deadline:
                    raise ServiceError(f"kb server did not start: {reason or e}; {self._log_tail()}") from None
                time.sleep(0.01)
            finally:
                conn.close()

    def _log_tail(self) -> str:
        path = self.state_dir / "server.log"
        text = path.read_text(errors="replace")[-800:].strip() if path.is_file() else ""
        return "log: " + (text or (self.server.log_tail() if self.server else "") or "(empty)")

    def _seeder(self, root: Path) -> seed.Seeder:
        if self.store is None or self.clock is None:
            raise ServiceError("kb service is not started")
        self.store.set_now(self.clock.now())
        return seed.Seeder(self.store, root, self.state_dir / "files")

    def seed(self, task: TaskSpec, root: Path) -> None:
        seeder = self._seeder(root)
        spec: KbSeed = task.seed.kb
        with self.store.transaction():
            self.store.set_meta("namespace", task.name)
            bot = seeder.user(None, spec.integration, kind="bot",
                              bot={"owner": {"type": "workspace", "workspace": True}, "workspace_name": task.principal.name})
            self.store.set_meta("bot", bot)
            principal = task.principal
            self.store.set_meta("owner", seeder.user("principal", principal.name, email=principal.email))
        seed.load(seeder, root / spec.dir)

    def apply(self, change: Change, root: Path) -> None:
        changes.apply(self._seeder(root), change)

    def follow_clock(self) -> None:
        if self.store is None or self.clock is None:
            raise ServiceError("kb service is not started")
        self.store.set_now(self.clock.now())

    def snapshot(self) -> Snapshot:
        if self.store is None:
            raise ServiceError("kb service is not started")
        files = self.state_dir / "files"
        blobs = {path.name: path.read_bytes() for path in sorted(files.iterdir())} if files.is_dir() else {}
        return Snapshot(data=snapshot(self.store), blobs=blobs)

    def failure(self) -> str | None:
        if self.server is not None and (reason := self.server.failure()):
            return f"{reason}; {self._log_tail()}"
        return None

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
        if self.store is not None:
            self.store.close()
            self.store = None
