"""One Radicale CalDAV server as a subprocess: generated config, htpasswd accounts, its lifetime.

    <root>/
      config        Radicale configuration (https://radicale.org/v3.html#configuration)
      users         htpasswd file, plain passwords (per-run random, written by `set_accounts`)
      storage/      multifilesystem storage: collection-root/<user>/<calendar>/<item>.ics
      radicale.log  the server's own log (stderr)

Settings that matter (../shared/notes/platform.md): `[auth] delay = 0` (else every first,
unauthenticated request of a client costs ~1.2 s), `[rights] type = owner_only` (an account
sees only its own calendars), `[web] type = none`, and 127.0.0.1 only.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from clawmark.services.base import ServiceError

READY_TIMEOUT_S = 10.0
START_ATTEMPTS = 3

CONFIG = """\
[server]
hosts = 127.0.0.1:{port}
max_connections = 20

[auth]
type = htpasswd
htpasswd_filename = {root}/users
htpasswd_encryption = plain
htpasswd_cache = False
delay = 0
realm = ClawMark calendar

[rights]
type = owner_only

[storage]
type = multifilesystem
filesystem_folder = {root}/storage
use_mtime_and_size_for_item_cache = True

[web]
type = none

[logging]
level = warning
mask_passwords = True
"""


def free_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago (Radicale must be told a number)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Radicale:
    """A Radicale process serving the storage under `root` to the accounts of `set_accounts`.

    `start()` returns once the port accepts connections; `url` is then `http://127.0.0.1:PORT/`.
    Raises ServiceError when Radicale exits early or is not ready within READY_TIMEOUT_S.
    """

    def __init__(self, root: Path):
        self.root = root
        self.port: int | None = None
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    @property
    def storage(self) -> Path:
        """The folder holding one sub-folder per account (Radicale's `collection-root`)."""
        return self.root / "storage" / "collection-root"

    def set_accounts(self, accounts: dict[str, str]) -> None:
        """Write the htpasswd file (user → plain password); Radicale rereads it on each login."""
        lines = "".join(f"{user}:{password}\n" for user, password in sorted(accounts.items()))
        tmp = self.root / "users.tmp"
        tmp.write_text(lines, encoding="utf-8")
        tmp.chmod(0o600)
        os.replace(tmp, self.root / "users")

    def start(self) -> None:
        """Write the config and spawn Radicale on a free port, retrying if the port was taken."""
        self.root.mkdir(parents=True, exist_ok=True)
        if not (self.root / "users").exists():
            self.set_accounts({})
        reason = ""
        for _ in range(START_ATTEMPTS):
            self.port = free_port()
            (self.root / "config").write_text(CONFIG.format(port=self.port, root=self.root), encoding="utf-8")
            with open(self.root / "radicale.log", "ab") as log:
                self.process = subprocess.Popen(
                    [sys.executable, "-m", "radicale", "--config", str(self.root / "config")],
                    stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=log,
                    start_new_session=True,
                )
            if (reason := self._wait_ready()) is None:
                return
            self.stop()
        raise ServiceError(f"Radicale did not start: {reason} (log: {self.root / 'radicale.log'})")

    def _wait_ready(self) -> str | None:
        """None once the port accepts a connection, else why not."""
        deadline = time.monotonic() + READY_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                return f"exited with status {self.process.returncode}"
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    return None
            except OSError:
                time.sleep(0.01)
        return f"port {self.port} not open after {READY_TIMEOUT_S:.0f} s"

    def failure(self) -> str | None:
        """Why the server is unusable (not started, or its process exited), or None."""
        if self.process is None:
            return "Radicale is not running"
        if self.process.poll() is not None:
            return f"Radicale exited with status {self.process.returncode}"
        return None

    def stop(self) -> None:
        """Kill the process group (Radicale holds nothing that needs a graceful shutdown)."""
        if self.process is None:
            return
        try:
            os.killpg(self.process.pid, signal.SIGTERM)
            self.process.wait(timeout=5)
        except ProcessLookupError:
            pass
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        self.process = None
