"""`ctx` of original stages and checkers: the managers, `workspace`, `task_dir`, `sandbox`.

A live Context (stages) reads fresh snapshots of the running World and writes to its services;
a judged Context (checkers) reads the stored snapshots of one day and cannot write. Attributes
follow the original `src/clawmark/context.py`: `ctx.email`, `ctx.notion`, `ctx.google_sheets`,
`ctx.calendar`, `ctx.fs` (= `ctx.filesystem`, with `ctx.fs._sandbox`), `ctx.sandbox`,
`ctx.task_dir`, `ctx.workspace` (the latest day's workspace as a folder; None before the first
agent day) and `ctx.snapshots` (stage → that day's workspace folder).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

from clawmark.legacy.documents import NotionManager, SheetsManager
from clawmark.legacy.loader import LegacyTask
from clawmark.legacy.managers import CalendarManager, EmailManager, FilesystemManager, Live
from clawmark.legacy.sandbox import Sandbox
from clawmark.legacy.world import CALDAV_USER, email_users
from clawmark.services.base import Snapshot
from clawmark.services.fs.names import unescape
from clawmark.world import World


class Context:
    """See the module docstring. `read(service)` gives that service's snapshot; `live(service)`
    its Live connection, or None for a read-only Context."""

    def __init__(self, task: LegacyTask, read: Callable[[str], Snapshot], live: Callable[[str], Live | None],
                 workspace: Path | None, sandbox: Sandbox, kb_page: str | None = None):
        users = email_users(task)
        self.task_dir = task.root
        self.workspace = workspace
        self.snapshots: dict[str, Path] = {}
        self.sandbox = sandbox
        self.email = EmailManager(lambda: read("mail"), live("mail"),
                                  {n: str(u["email"]).strip().lower() for n, u in users.items()},
                                  {n: str(u.get("name") or u["email"]) for n, u in users.items()})
        self.calendar = CalendarManager(lambda: read("calendar"), live("calendar"), CALDAV_USER)
        self.notion = NotionManager(lambda: read("kb"), live("kb"), kb_page)
        self.google_sheets = SheetsManager(lambda: read("sheets"), live("sheets"))
        self.fs = self.filesystem = FilesystemManager(lambda: read("fs"), live("fs"))
        self.fs._sandbox = sandbox  # some original stages reach it as ctx.fs._sandbox

    @classmethod
    def live(cls, task: LegacyTask, world: World, tmp: Path) -> Context:
        """Stages' ctx over the running `world`; `tmp` is the sandbox's /tmp for the whole run."""
        return cls(task, lambda name: world.services[name].snapshot(),
                   lambda name: Live(world.endpoints[name].info, world.clock), None,
                   Sandbox(world.workspace, tmp))

    @classmethod
    def judged(cls, task: LegacyTask, snapshots: dict[str, Snapshot], workspace: Path, tmp: Path,
               kb_page: str | None) -> Context:
        """Checkers' ctx over one day's `snapshots`, its workspace restored at `workspace`."""
        return cls(task, snapshots.__getitem__, lambda name: None, workspace,
                   Sandbox(workspace, tmp, read_only=True), kb_page)


def materialize(fs: Snapshot, folder: Path) -> Path:
    """Write the files (and symlinks) of an fs snapshot under `folder`; return it. Entries whose
    bytes the snapshot does not keep (over a limit) and special files (FIFOs, sockets, devices)
    are left out; escaped names get their original bytes (clawmark.services.fs.names)."""
    folder.mkdir(parents=True, exist_ok=True)
    for entry in fs.data["files"]:
        if "omitted" in entry or "type" in entry:
            continue
        name = unescape if entry.get("escaped") else os.fsencode
        target = os.path.join(os.fsencode(folder), name(entry["path"]))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if "symlink" in entry:
            os.symlink(name(entry["symlink"]), target)
        else:
            with open(target, "wb") as out:
                out.write(fs.blobs[entry["sha256"]])
    return folder
