"""The `fs` service: the agent's workspace directory.

Seeded byte for byte from the task's `seed/fs/`. Its snapshot is a manifest sorted by path —
(path, size, sha256) per regular file, (path, symlink target) per symlink — with file contents
kept as blobs by hash. Modes, owners, mtimes and empty directories never enter it, and neither
does the harness's own SERVICES.md.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from pydantic import Field, model_validator

from clawmark.changes import Change, RelativePath
from clawmark.clock import UniverseClock
from clawmark.endpoint import Endpoint, ServiceError
from clawmark.services.base import Service, Snapshot, sha256_hex

if TYPE_CHECKING:
    from clawmark.spec import TaskSpec

GUIDE_FILE = "SERVICES.md"


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

    def data(self, root: Path) -> bytes:
        """The bytes this change writes; raises ServiceError if the source file is missing."""
        if self.content is not None:
            return self.content.encode()
        path = root / self.source
        if not path.is_file():
            raise ServiceError(f"{self.id}: source file {self.source} not found in {root}")
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


CHANGE_KINDS = (FsWrite, FsAppend, FsDelete, FsMove)


class FsService(Service):
    """The workspace directory `<state_dir>/workspace`."""

    name = "fs"

    def __init__(self) -> None:
        self.root: Path | None = None

    def start(self, state_dir: Path, clock: UniverseClock) -> Endpoint:
        self.root = state_dir / "workspace"
        self.root.mkdir(parents=True)
        return Endpoint(
            service=self.name,
            env={"CLAWMARK_WORKSPACE": str(self.root)},
            info={"workspace": str(self.root)},
            guide=f"## Files\nYour workspace is `{self.root}` (also the working directory).\n",
        )

    def seed(self, task: TaskSpec, root: Path) -> None:
        source = root / task.seed.fs.dir
        if source.is_dir():
            shutil.copytree(source, self.workspace, dirs_exist_ok=True, symlinks=True)

    @property
    def workspace(self) -> Path:
        if self.root is None:
            raise ServiceError("fs service is not started")
        return self.root

    def apply(self, change: Change, root: Path) -> None:
        target = self.workspace / change.path
        if isinstance(change, (FsWrite, FsAppend)):
            target.parent.mkdir(parents=True, exist_ok=True)
            with open(target, "ab" if isinstance(change, FsAppend) else "wb") as out:
                out.write(change.data(root))
        elif isinstance(change, FsDelete):
            if target.is_dir() and not target.is_symlink():
                shutil.rmtree(target)
            elif target.exists() or target.is_symlink():
                target.unlink()
            else:
                raise ServiceError(f"{change.id}: fs.delete of missing path {change.path}")
        elif isinstance(change, FsMove):
            if not (target.exists() or target.is_symlink()):
                raise ServiceError(f"{change.id}: fs.move of missing path {change.path}")
            destination = self.workspace / change.to
            destination.parent.mkdir(parents=True, exist_ok=True)
            os.replace(target, destination)
        else:
            raise ServiceError(f"fs cannot apply {change.kind}")

    def snapshot(self) -> Snapshot:
        files, blobs = [], {}
        for path in _walk(self.workspace):
            rel = path.relative_to(self.workspace).as_posix()
            if rel == GUIDE_FILE:
                continue
            if path.is_symlink():
                files.append({"path": rel, "symlink": os.readlink(path)})
                continue
            data = path.read_bytes()
            digest = sha256_hex(data)
            blobs[digest] = data
            files.append({"path": rel, "sha256": digest, "size": len(data)})
        return Snapshot(data={"files": files}, blobs=blobs)

    def stop(self) -> None:
        """Nothing runs; the workspace is removed with the run's state directory."""


def _walk(root: Path) -> list[Path]:
    """Regular files and symlinks under `root`, sorted by POSIX path, not following symlinks."""
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        base = Path(dirpath)
        found += [base / name for name in filenames]
        found += [base / name for name in dirnames if (base / name).is_symlink()]
    return sorted(found, key=lambda p: p.relative_to(root).as_posix())
