"""Processes on this machine, read from /proc (Linux): for tests and benchmarks that must see
what a run started and whether it is gone."""

from __future__ import annotations

import os
from pathlib import Path


def family(pid: int) -> set[int]:
    """`pid` and its descendants now (parents from /proc/<pid>/stat, the field after the name)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) if entry.name.isdigit() else None
        except (OSError, IndexError):
            continue
        if ppid is not None:
            children.setdefault(ppid, []).append(int(entry.name))
    found, todo = set(), [pid]
    while todo:
        found.add(todo[-1])
        todo += children.get(todo.pop(), [])
    return found


def cmdline(pid: int) -> bytes:
    """The NUL-separated command line of `pid` (b"" when it is gone)."""
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def running(pid: int) -> bool:
    """Whether `pid` exists and is not a zombie."""
    try:
        return Path(f"/proc/{pid}/stat").read_bytes().rsplit(b")", 1)[1].split()[0] != b"Z"
    except (OSError, IndexError):
        return False


def resident_bytes(pid: int) -> int:
    """Resident set size of `pid` in bytes (0 when it is gone), from /proc/<pid>/statm."""
    try:
        pages = int(Path(f"/proc/{pid}/statm").read_text().split()[1])
    except (OSError, IndexError, ValueError):
        return 0
    return pages * os.sysconf("SC_PAGE_SIZE")
