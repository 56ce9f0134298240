"""The Service seam: every part of the world (fs, mail, calendar, kb, sheets) has this shape.

A service is brought up in a private state directory on the run's universe clock, seeded from
the task folder, changed by events and mutations, and read back as a canonical snapshot. See
../shared/DESIGN.md, "Interfaces".
"""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from clawmark.endpoint import Endpoint, ServiceError

if TYPE_CHECKING:  # annotations only: the check helpers import Snapshot from here without pydantic
    from clawmark.backends.base import Backend
    from clawmark.changes import Change
    from clawmark.clock import UniverseClock
    from clawmark.spec import TaskSpec


@dataclass(frozen=True)
class Snapshot:
    """A canonical view of one service's state.

    data: JSON-able, with no floats and no volatile fields (ports, ETags, mtimes, UIDVALIDITY).
    blobs: file contents referenced from `data` by SHA-256 hex digest.
    """

    data: dict[str, Any]
    blobs: dict[str, bytes] = field(default_factory=dict)


def sha256_hex(data: bytes) -> str:
    """SHA-256 of `data` as lowercase hex."""
    return hashlib.sha256(data).hexdigest()


class Service(ABC):
    """One stateful service of the world.

    Lifecycle: `start` → `seed` → (`apply` | `snapshot`)* → `stop`. Every method may raise
    ServiceError; `stop` must be safe to call at any point, including after a failed start.
    """

    name: ClassVar[str]
    _backend: Backend | None = None

    @property
    def backend(self) -> Backend:
        """Where this service's server runs (clawmark.backends); the world sets it before `start`.

        Default: the local backend (a child process on 127.0.0.1).
        """
        if self._backend is None:
            from clawmark.backends.local import LocalBackend  # the backends import ServiceError from here

            self._backend = LocalBackend()
        return self._backend

    @backend.setter
    def backend(self, backend: Backend) -> None:
        self._backend = backend

    @abstractmethod
    def start(self, state_dir: Path, clock: UniverseClock) -> Endpoint:
        """Bring the service up with its state under `state_dir`; return how to reach it."""

    @classmethod
    def unavailable(cls) -> str | None:
        """Why this service cannot run on this machine (e.g. a missing program), or None."""
        return None

    @abstractmethod
    def seed(self, task: TaskSpec, root: Path) -> Endpoint | None:
        """Load the task's initial state: its `seed` section (of `task`, with the principal and
        timezone it may need) and the files it names, relative paths resolved in the task folder
        `root` (`seed/<service>/`, `artifacts/`).

        Returns a new Endpoint when seeding decides what the agent needs (e.g. the accounts
        and credentials declared in the seed), else None to keep the one `start` returned.
        """

    @abstractmethod
    def apply(self, change: Change, root: Path) -> None:
        """Apply one event or mutation of this service's kinds (its sources resolve in the task folder `root`)."""

    def follow_clock(self) -> None:
        """The universe clock entered a new round: a server that keeps its own "now" (Notion's
        created_time, a sheet's NOW()) takes the round's start. Nothing to do by default."""

    @abstractmethod
    def snapshot(self) -> Snapshot:
        """Read the current state as a canonical Snapshot."""

    def failure(self) -> str | None:
        """Why the service is no longer usable (e.g. its process died), or None when healthy."""
        return None

    @abstractmethod
    def stop(self) -> None:
        """Tear the service down and release its ports and processes."""
