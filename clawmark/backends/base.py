"""The Backend seam: where a service's server process runs — a local process or a container.

A service describes its server once (a `ServerSpec`: program and arguments, the state folder
it reads and writes, the port it listens on) and keeps every protocol client — seeding, changes,
snapshots — on the harness side, pointed at the `Server`'s published address. The backend
decides only where the process runs:

    local    a child process on 127.0.0.1 (clawmark.backends.local)
    docker   a container of images/<image>, its port published on 127.0.0.1 (clawmark.backends.docker)

The state folder is visible to the server at the same absolute path either way, so configs
written by the harness and storage read by snapshots need no translation.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from clawmark.endpoint import Endpoint

REPO = Path(__file__).resolve().parents[2]
IMAGE_SOURCE = "/opt/clawmark"  # where an image's SOURCES are (clawmark.backends.images)
# Where this copy of the package tree sits as imported: the repository, or a Bazel runfiles tree
# whose folders are real but whose files are symlinks into the repository.
_IMPORTED_ROOT = Path(__file__).parents[2]


def in_image(path: Path) -> str:
    """Where `path` (a file or folder of this repository listed in an image's SOURCES) is in the image."""
    for root, candidate in ((_IMPORTED_ROOT, path), (REPO, path.resolve())):
        if candidate.is_relative_to(root):
            return f"{IMAGE_SOURCE}/{candidate.relative_to(root).as_posix()}"
    raise ValueError(f"{path} is not part of the ClawMark source tree ({REPO})")


@dataclass(frozen=True)
class ServerSpec:
    """One server process of a service.

    name: names the server in messages and container names.
    image: the images/<image> build context the docker backend runs it from.
    argv: program and arguments inside the image (argv[0] a name on the image's PATH).
    local_argv: program and arguments of the local backend (absolute paths of this machine).
    root: the service's state folder; the server sees it at the same path.
    port: the TCP port the server listens on in its own network namespace.
    more_ports: further TCP ports the image's program listens on (the docker backend publishes
        them too; `Server.published`). The local program (`local_argv`) serves `port` only.
    preload: modules of a Python program (`local_argv` this interpreter with -c, -m or a
        script) that the local backend may import once and fork the server from
        (clawmark.backends.preloader); () starts it afresh each time.
    log: file that receives the process's stderr (local backend).
    env: extra environment variables (secrets stay off the command line).
    listener: the server takes an already listening socket: "{fd}" in the arguments becomes
        its descriptor, so the port is known before the server starts and cannot be taken
        meanwhile (the local backend binds a free 127.0.0.1 port, ignoring `port`).
    """

    name: str
    image: str
    argv: tuple[str, ...]
    local_argv: tuple[str, ...]
    root: Path
    port: int
    log: Path
    env: dict[str, str] = field(default_factory=dict)
    listener: bool = False
    more_ports: tuple[int, ...] = ()
    preload: tuple[str, ...] = ()


class Server(ABC):
    """A running server: where the harness reaches it, whether it is alive, how to stop it.

    host, port: where the harness reaches the server's main port (`ServerSpec.port`).
    """

    host: str = "127.0.0.1"
    port: int = 0
    spec: ServerSpec

    def published(self, port: int) -> int | None:
        """The port on `host` where the server's `port` (in its own namespace) is reached, or None
        when this server does not serve it."""
        return self.port if port == self.spec.port else None

    @abstractmethod
    def failure(self) -> str | None:
        """Why the server is gone (its process or container exited), or None while it runs."""

    @abstractmethod
    def log_tail(self, lines: int = 5) -> str:
        """The last lines of the server's stderr, joined by ' | ', for error messages."""

    @abstractmethod
    def stop(self) -> None:
        """Stop the server at once (idempotent; the state folder is throwaway)."""


class Backend(ABC):
    """Where the servers of one world run. `close()` removes everything the backend created.

    shares_host_network: agents and servers share the harness's loopback, so a server may run
    in the harness process itself (local); otherwise each runs in its own network namespace.
    """

    name: str
    shares_host_network: bool = True

    def inside(self, endpoint: Endpoint) -> Endpoint:
        """`endpoint` as an agent on the world's network must use it: every published address
        (`127.0.0.1:<published port>` in text, the bare port and host in variables and info)
        becomes the server's in-network one. The local backend returns it unchanged.
        """
        return endpoint

    @abstractmethod
    def bind(self, default_port: int) -> tuple[str, int]:
        """The (address, port) a server should listen on in its own network namespace.

        `default_port` is the service's standard port (143 for IMAP, 5232 for CalDAV); the
        local backend ignores it and returns a free loopback port instead.
        """

    @abstractmethod
    def launch(self, spec: ServerSpec) -> Server:
        """Start `spec`'s process; raises ServiceError if it cannot be started."""

    def describe(self) -> dict:
        """Facts for the run record (e.g. image ids); JSON-able, never hashed."""
        return {"backend": self.name}

    def close(self) -> None:
        """Release what this backend created for the world (networks, containers)."""
