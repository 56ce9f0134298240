"""Processes on this machine, read from /proc (Linux): for tests and benchmarks that must see
what a run started and whether it is gone."""

from __future__ import annotations

import os
import re
import subprocess
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator


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


@contextmanager
def syscalls(pid: int, names: tuple[str, ...], into: Path) -> Iterator[None]:
    """Trace the system calls `names` of `pid` and every thread and child of it (strace -f,
    Debian package strace) while the block runs, into the file `into`."""
    tracer = subprocess.Popen(["strace", "-f", "-qq", "-e", "trace=" + ",".join(names), "-o", str(into),
                               "-p", str(pid)], stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        while not _traced_by(pid, tracer.pid) and time.monotonic() < deadline and tracer.poll() is None:
            time.sleep(0.02)
        yield
    finally:
        tracer.terminate()
        tracer.wait(timeout=10)


def _traced_by(pid: int, tracer: int) -> bool:
    """Whether every thread of `pid` is traced by `tracer` (TracerPid in /proc/<pid>/task/*/status)."""
    try:
        return all(re.search(rf"^TracerPid:\s+{tracer}$", (t / "status").read_text(), re.M)
                   for t in Path(f"/proc/{pid}/task").iterdir())
    except OSError:
        return False
