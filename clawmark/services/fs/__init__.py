"""The `fs` service: the agent's workspace directory.

Seeded byte for byte from the task's `seed/fs/`. Its snapshot (clawmark.services.fs.snapshot)
is a manifest in path order — (path, size, sha256) per regular file with its bytes kept as a
blob, the target text per symlink, the type alone per FIFO, socket or device node — bounded by
the task's `limits`. Modes, owners, times and empty directories never enter it, and neither
does the harness's own SERVICES.md.

Every harness write into the workspace goes through clawmark.services.fs.nofollow (never
following a link the agent planted). A change the agent's own work stands in the way of (a
directory where the file goes, a path it deleted) is not applied: it is logged and kept as a
fault of the round (`take_faults`, in the run record), and the run goes on. Universe time
(clawmark.clock): seed files, their directories and SERVICES.md carry `night_before(1)`; each
change carries a fresh `night_stamp()` of the night before its round, as do the directories it
changes.
"""

from __future__ import annotations

import logging
import shutil
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from pydantic import Field, model_validator

from clawmark.changes import Change, RelativePath
from clawmark.clock import UniverseClock
from clawmark.services.base import Endpoint, Service, ServiceError, Snapshot
from clawmark.services.fs.nofollow import Blocked, Workspace
from clawmark.services.fs.snapshot import Bounds, snapshot

if TYPE_CHECKING:
    from clawmark.taskdir import Task

GUIDE_FILE = "SERVICES.md"
logger = logging.getLogger(__name__)


class _Content(Change):
    path: RelativePath = Field(description="Workspace-relative path of the file.")
    content: str | None = Field(None, description="UTF-8 text to write.")
    source: RelativePath | None = Field(
        None, description="A file in the task folder (usually under artifacts/) whose bytes are written."
    )

    @model_validator(mode="after")
    def _one_source(self):
        if (self.content is None) == (self.source is None):
            raise ValueError("give exactly one of 'content' or 'source'")
        return self

    def data(self, task: Task) -> bytes:
        """The bytes this change writes; raises ServiceError if the source file is missing."""
        if self.content is not None:
            return self.content.encode()
        path = task.root / self.source
        if not path.is_file():
            raise ServiceError(f"{self.id}: source file {self.source} not found in {task.root}")
        return path.read_bytes()


class FsWrite(_Content):
    """Create or overwrite a workspace file."""

    kind: Literal["fs.write"]


class FsAppend(_Content):
    """Append to a workspace file (created if absent)."""

    kind: Literal["fs.append"]


class FsDelete(Change):
    """Delete a workspace file or directory tree."""

    kind: Literal["fs.delete"]
    path: RelativePath = Field(description="Workspace-relative path to delete.")


class FsMove(Change):
    """Move (rename) a workspace file or directory."""

    kind: Literal["fs.move"]
    path: RelativePath = Field(description="Workspace-relative path to move.")
    to: RelativePath = Field(description="Workspace-relative destination path.")


class FsService(Service):
    """The workspace directory `<state_dir>/workspace`."""

    name = "fs"
    change_kinds = (FsWrite, FsAppend, FsDelete, FsMove)

    def __init__(self) -> None:
        self.root: Path | None = None
        self.clock: UniverseClock | None = None
        self.bounds: Bounds | None = None
        self.faults: list[str] = []

    def start(self, state_dir: Path, clock: UniverseClock) -> Endpoint:
        self.root = state_dir / "workspace"
        self.root.mkdir(parents=True)
        self.clock = clock
        return Endpoint(
            service=self.name,
            env={"CLAWMARK_WORKSPACE": str(self.root)},
            info={"workspace": str(self.root)},
            guide=f"## Files\nYour workspace is `{self.root}` (also the working directory).\n",
        )

    def seed(self, task: Task) -> None:
        """Copy `seed/fs/` byte for byte (symlinks as symlinks) and stamp it `night_before(1)`."""
        self.bounds = Bounds.of(task.spec.limits)
        source = task.root / task.spec.seed.fs.dir
        if source.is_dir():
            shutil.copytree(source, self.workspace, dirs_exist_ok=True, symlinks=True)
        Workspace(self.workspace).stamp_tree(self.seeded_at)

    @property
    def workspace(self) -> Path:
        if self.root is None:
            raise ServiceError("fs service is not started")
        return self.root

    @property
    def seeded_at(self) -> datetime | None:
        """The universe time of the seed (and of SERVICES.md): the night before day 1."""
        return self.clock.night_before(1) if self.clock else None

    def place(self, rel: str, data: bytes) -> None:
        """Write a harness file (SERVICES.md) into the workspace, stamped like the seed."""
        Workspace(self.workspace).write(rel, data, self.seeded_at)

    def apply(self, change: Change, task: Task) -> None:
        """Apply one fs change without following links (clawmark.services.fs.nofollow).

        Raises ServiceError for the task's own faults (a missing source file) and for I/O
        errors; a change the agent's work stands in the way of becomes a fault (`take_faults`).
        """
        if not isinstance(change, self.change_kinds):
            raise ServiceError(f"fs cannot apply {change.kind}")
        data = change.data(task) if isinstance(change, (FsWrite, FsAppend)) else b""
        space, when = Workspace(self.workspace), self.clock.night_stamp() if self.clock else None
        try:
            if isinstance(change, FsWrite):
                space.write(change.path, data, when)
            elif isinstance(change, FsAppend):
                space.append(change.path, data, when)
            elif isinstance(change, FsDelete):
                space.delete(change.path, when)
            else:
                space.move(change.path, change.to, when)
        except Blocked as e:
            fault = f"{change.id}: {change.kind} not applied: {e}"
            logger.warning("warning: %s", fault)
            self.faults.append(fault)
        except OSError as e:
            raise ServiceError(f"{change.id}: {change.kind} {change.path}: {e}") from None

    def take_faults(self) -> list[str]:
        """The faults recorded since the last call (see the module docstring), oldest first."""
        faults, self.faults = self.faults, []
        return faults

    def snapshot(self) -> Snapshot:
        """The workspace as clawmark.services.fs.snapshot records it, within the task's limits."""
        bounds = self.bounds or Bounds.of(_default_limits())
        try:
            data, blobs = snapshot(str(self.workspace), bounds, GUIDE_FILE)
        except OSError as e:
            raise ServiceError(f"cannot read the workspace {self.workspace}: {e}") from None
        return Snapshot(data=data, blobs=blobs)

    def stop(self) -> None:
        """Nothing runs; the workspace is removed with the run's state directory."""


def _default_limits():
    from clawmark.spec import Limits  # clawmark.spec imports the services

    return Limits()
