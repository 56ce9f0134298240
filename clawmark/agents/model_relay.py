"""The one way out of a docker world: the agent's model API, relayed by the harness.

An agent in the world's toolbox container has no route out (clawmark.backends.firewall), but a
model-driven agent (the `openclaw` preset) must reach its model endpoint. The harness relays
exactly that endpoint: it listens on a unix socket in a folder mounted into the container, and
pipes every connection made there, byte for byte, to the endpoint's host and port
(TLS stays end to end: the relay never reads the bytes). Inside the container the endpoint's
host name resolves to 127.0.0.1 and socat forwards its port to the socket
(DockerBackend.toolbox `forwards`), so the agent uses its base URL unchanged.
"""

from __future__ import annotations

import socket
import threading
from pathlib import Path
from urllib.parse import urlsplit

from clawmark.agents.supervise import splice


def target(base_url: str) -> tuple[str, int]:
    """(host, port) of an http(s) base URL; raises ValueError for anything else."""
    url = urlsplit(base_url)
    if url.scheme not in ("http", "https") or not url.hostname:
        raise ValueError(f"base_url {base_url!r}: give an http:// or https:// URL")
    return url.hostname, url.port or (443 if url.scheme == "https" else 80)


class Relay:
    """Pipes connections to the unix socket `path` to TCP (`host`, `port`), until `stop()`."""

    def __init__(self, path: Path, host: str, port: int):
        self.path, self.host, self.port = path, host, port
        self._listener: socket.socket | None = None

    def __enter__(self) -> Relay:
        self.path.unlink(missing_ok=True)
        self._listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._listener.bind(str(self.path))
        self._listener.listen(64)
        threading.Thread(target=self._serve, args=(self._listener,), name="model-relay", daemon=True).start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def _serve(self, listener: socket.socket) -> None:
        while True:
            try:
                inside, _ = listener.accept()
            except OSError:  # closed by stop()
                return
            threading.Thread(target=self._connect, args=(inside,), daemon=True).start()

    def _connect(self, inside: socket.socket) -> None:
        try:
            outside = socket.create_connection((self.host, self.port), timeout=30)
        except OSError:
            inside.close()
            return
        outside.settimeout(None)
        splice(inside, outside)

    def stop(self) -> None:
        """Stop accepting (open connections end with their peers) and remove the socket."""
        if self._listener is not None:
            try:
                self._listener.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            self._listener.close()
            self._listener = None
        self.path.unlink(missing_ok=True)

