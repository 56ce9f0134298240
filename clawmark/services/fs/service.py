"""The fs Service: the agent's workspace (see the package docstring, clawmark.services.fs)."""

from __future__ import annotations

import logging
import shutil
from datetime import datetime
from pathlib import Path

from clawmark.changes import Change
from clawmark.clock import UniverseClock
from clawmark.endpoint import Endpoint, ServiceError
from clawmark.services.base import Service, Snapshot
from clawmark.services.fs.nofollow import Blocked, Workspace
from clawmark.services.fs.snapshot import Bounds, snapshot
from clawmark.services.fs.spec import CHANGE_KINDS, FsAppend, FsDelete, FsWrite
from clawmark.spec import Limits, TaskSpec

GUIDE_FILE = "SERVICES.md"
logger = logging.getLogger(__name__)


class FsService(Service):
    """The workspace directory `<state_dir>/workspace`."""

    name = "fs"

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

    def seed(self, task: TaskSpec, root: Path) -> None:
        """Copy `seed/fs/` byte for byte (symlinks as symlinks) and stamp it `night_before(1)`."""
        self.bounds = Bounds.of(task.limits)
        source = root / task.seed.fs.dir
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

    def apply(self, change: Change, root: Path) -> None:
        """Apply one fs change without following links (clawmark.services.fs.nofollow).

        Raises ServiceError for the task's own faults (a missing source file) and for I/O
        errors; a change the agent's work stands in the way of becomes a fault (`take_faults`).
        """
        if not isinstance(change, CHANGE_KINDS):
            raise ServiceError(f"fs cannot apply {change.kind}")
        data = _data(change, root) if isinstance(change, (FsWrite, FsAppend)) else b""
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
        bounds = self.bounds or Bounds.of(Limits())
        try:
            data, blobs = snapshot(str(self.workspace), bounds, GUIDE_FILE)
        except OSError as e:
            raise ServiceError(f"cannot read the workspace {self.workspace}: {e}") from None
        return Snapshot(data=data, blobs=blobs)

    def stop(self) -> None:
        """Nothing runs; the workspace is removed with the run's state directory."""


def _data(change: FsWrite | FsAppend, root: Path) -> bytes:
    """The bytes `change` writes (`source` read from the task folder `root`); raises ServiceError
    if the source file is missing."""
    if change.content is not None:
        return change.content.encode()
    path = root / change.source
    if not path.is_file():
        raise ServiceError(f"{change.id}: source file {change.source} not found in {root}")
    return path.read_bytes()
