"""One Radicale CalDAV server: generated config, htpasswd accounts, its lifetime.

The process runs where the world's backend puts it (clawmark.backends: a local process, or the
`calendar` image's container with `root` mounted at the same path).

    <root>/
      config        Radicale configuration (https://radicale.org/v3.html#configuration)
      users         htpasswd file, plain passwords (per-run random, written by `set_accounts`)
      storage/      multifilesystem storage: collection-root/<user>/<calendar>/<item>.ics
      radicale.log  the server's own log (stderr)

Settings that matter (../shared/notes/platform.md): `[auth] delay = 0` (else every first,
unauthenticated request of a client costs ~1.2 s), `[rights] type = owner_only` (an account
sees only its own calendars), `[web] type = none`, and reachable on 127.0.0.1 only.
"""

from __future__ import annotations

import os
import socket
import sys
import time
from pathlib import Path

from clawmark.backends.base import Backend, Server, ServerSpec
from clawmark.endpoint import ServiceError

READY_TIMEOUT_S = 10.0
START_ATTEMPTS = 3
CALDAV_PORT = 5232

# Radicale as `python -m radicale`, but without syncing each write to disk: a world lives for one run,
# so the sync only waits on the disk (`_filesystem_fsync` is an internal option, not settable in the
# config file).
BOOT = """import radicale.__main__ as main, radicale.config as config
load = config.load
def unsynced(*args, **kwargs):
    configuration = load(*args, **kwargs)
    configuration.update({"storage": {"_filesystem_fsync": "False"}}, "clawmark", privileged=True)
    return configuration
config.load = unsynced
main.run()
"""

# What Radicale imports to serve this configuration (forked warm: clawmark.backends.preloader).
PRELOAD = ("radicale.__main__", "radicale.app", "radicale.server", "radicale.storage.multifilesystem",
           "radicale.auth.htpasswd", "radicale.rights.owner_only", "radicale.web.none")

CONFIG = """\
[server]
hosts = {address}:{port}
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


class Radicale:
    """A Radicale process serving the storage under `root` to the accounts of `set_accounts`.

    `start()` returns once the port accepts connections; `url` is then `http://127.0.0.1:PORT/`.
    Raises ServiceError when Radicale exits early or is not ready within READY_TIMEOUT_S.
    """

    def __init__(self, root: Path, backend: Backend):
        self.root = root
        self.backend = backend
        self.server: Server | None = None

    @property
    def port(self) -> int | None:
        """The port on 127.0.0.1 where the harness and the agent reach Radicale."""
        return self.server.port if self.server else None

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
        """Write the config and start Radicale, retrying if the (local) port was taken meanwhile."""
        self.root.mkdir(parents=True, exist_ok=True)
        if not (self.root / "users").exists():
            self.set_accounts({})
        reason = ""
        for _ in range(START_ATTEMPTS):
            address, port = self.backend.bind(CALDAV_PORT)
            config = CONFIG.format(address=address, port=port, root=self.root)
            (self.root / "config").write_text(config, encoding="utf-8")
            self.server = self.backend.launch(ServerSpec(
                name="Radicale", image="calendar", argv=("python3", "-c", BOOT, "--config", str(self.root / "config")),
                local_argv=(sys.executable, "-c", BOOT, "--config", str(self.root / "config")),
                root=self.root, port=port, log=self.root / "radicale.log", preload=PRELOAD,
            ))
            if (reason := self._wait_ready()) is None:
                return
            self.stop()
        raise ServiceError(f"Radicale did not start: {reason} (log: {self.root / 'radicale.log'})")

    def _wait_ready(self) -> str | None:
        """None once Radicale answers HTTP on its port, else why not."""
        deadline = time.monotonic() + READY_TIMEOUT_S
        while time.monotonic() < deadline:
            if reason := self.server.failure():
                return reason
            try:
                with socket.create_connection((self.server.host, self.port), timeout=0.2) as s:
                    if _http_answers(s):
                        return None
            except OSError:
                pass
            time.sleep(0.01)
        return f"port {self.port} not open after {READY_TIMEOUT_S:.0f} s"

    def failure(self) -> str | None:
        """Why the server is unusable (not started, or its process or container exited), or None."""
        if self.server is None:
            return "Radicale is not running"
        return self.server.failure()

    def stop(self) -> None:
        """Stop the server at once (Radicale holds nothing that needs a graceful shutdown)."""
        if self.server is not None:
            self.server.stop()
            self.server = None


def _http_answers(s: socket.socket) -> bool:
    """Whether an HTTP server answers on `s` (a published container port accepts before its server listens)."""
    s.settimeout(2)
    s.sendall(b"OPTIONS / HTTP/1.0\r\n\r\n")
    return s.recv(5) == b"HTTP/"
