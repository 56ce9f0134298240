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

WORLDS = Path("/tmp")  # where clawmark.world.World makes its roots (cm-*)
OWNER_FILE = "owner"


@dataclass(frozen=True)
class LeftWorld:
    """A world folder whose harness is gone, and the pids of the processes still using it."""

    root: Path
    pids: tuple[int, ...]


def leftovers(everything: bool = False, worlds: Path = WORLDS) -> list[LeftWorld]:
    """The worlds under `worlds` whose owner is gone (all of them with `everything`), sorted."""
    found = []
    for root in sorted(worlds.glob("cm-*")):
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
