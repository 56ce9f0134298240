"""Find and remove what killed runs of the local backend left: server processes and world folders.

Every World writes the pid of the harness that owns it into `<world root>/owner` (clawmark.world).
A world is *left over* when that process no longer exists (a SIGKILLed `clawmark run`): the
servers started for it (Dovecot, Radicale… each the leader of its own process group, with the
world's folder in its command line) are killed with their groups, and the folder is removed.
Worlds whose harness is still alive are kept unless `everything`.
"""

from __future__ import annotations

import os
import shutil
import signal
from dataclasses import dataclass
from pathlib import Path

DISK = Path("/tmp")
MEMORY = Path("/dev/shm")
WORLDS = (MEMORY, DISK)  # where clawmark.world.World makes its roots (cm-*); see parent_for
OWNER_FILE = "owner"


def parent_for(backend: str) -> Path:
    """The folder a world of `backend` makes its root in: RAM (/dev/shm, when it is a writable
    folder) for the local backend, else /tmp. A world is scratch state; on disk each run paid
    for its files' writes and deletion (an 18-run gate spent 5.7 s deleting world folders on
    ext4 mounted with discard, against 0.2 s in RAM). The docker backend's worlds stay on disk:
    its containers bind-mount them, and a container has its own /dev/shm."""
    if backend == "local" and MEMORY.is_dir() and os.access(MEMORY, os.W_OK | os.X_OK):
        return MEMORY
    return DISK


@dataclass(frozen=True)
class LeftWorld:
    """A world folder whose harness is gone, and the pids of the processes still using it."""

    root: Path
    pids: tuple[int, ...]


def leftovers(everything: bool = False, worlds: tuple[Path, ...] = WORLDS) -> list[LeftWorld]:
    """The worlds under the folders `worlds` whose owner is gone (all of them with
    `everything`), sorted by folder."""
    found = []
    for root in sorted(root for parent in worlds for root in parent.glob("cm-*")):
        owner = root / OWNER_FILE
        try:
            pid = int(owner.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue  # not a world of this version, or being set up right now
        if everything or not pid_alive(pid):
            found.append(LeftWorld(root, _processes_under(root)))
    return found


def remove(world: LeftWorld) -> None:
    """Kill the process group of every process using `world` (never our own), then delete its folder."""
    own = os.getpgrp()
    for pid in world.pids:
        try:
            group = os.getpgid(pid)
            if group != own:
                os.killpg(group, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass  # gone meanwhile, or not ours to kill
    shutil.rmtree(world.root, ignore_errors=True)


def pid_alive(pid: int) -> bool:
    """Whether process `pid` (> 0) exists (signal 0; another user's process counts)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return pid > 0


def _processes_under(root: Path) -> tuple[int, ...]:
    """Pids whose command line names a path inside `root` (servers get their config files there)."""
    needle = f"{root}/".encode()
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if needle in (entry / "cmdline").read_bytes():
                pids.append(int(entry.name))
        except OSError:
            continue
    return tuple(sorted(pids))
