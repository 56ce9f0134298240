"""Isolation of agent processes: what an agent's command can see of this machine.

An agent must never see the task folder (checks, oracle, expected values) or the store. With
bubblewrap (Debian `bubblewrap`, https://github.com/containers/bubblewrap) the command runs in
a new mount, PID, IPC and UTS namespace whose file system holds only:

    /usr /bin /lib /lib64 /sbin /etc     the system, read-only (the toolbox's apt tools)
    <python prefix>, <venv>              the Python toolbox, read-only
    <workspace>                          the fs service's directory, read-write
    <home>                               the run's scratch HOME, read-write
    /tmp                                 a fresh tmpfs each round
    extra paths                          read-only, as the adapter asks (its own program)
    /proc, /dev                          fresh

The network namespace is shared: the services listen on the host's 127.0.0.1 and a model API
may be remote. Where bubblewrap cannot create namespaces (some containers forbid it), the
command runs unconfined with a warning: its workspace and HOME are still outside the repo,
but it could read any file the harness can. See `isolation` in `clawmark agents`.
"""

from __future__ import annotations

import functools
import logging
import shutil
import subprocess
import sys
from pathlib import Path

log = logging.getLogger(__name__)

MODES = ("auto", "bwrap", "none")
_SYSTEM = ("/usr", "/bin", "/lib", "/lib64", "/sbin", "/etc")


class SandboxUnavailable(RuntimeError):
    """bubblewrap was asked for but cannot run here (the reason is the message)."""


@functools.cache
def bwrap_problem() -> str | None:
    """Why bubblewrap cannot isolate a process on this machine, or None when it can."""
    exe = shutil.which("bwrap")
    if exe is None:
        return "bwrap is not installed (Debian package bubblewrap)"
    probe = [exe, "--ro-bind", "/", "/", "--proc", "/proc", "--dev", "/dev",
             "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--die-with-parent", "true"]
    try:
        done = subprocess.run(probe, capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"bwrap probe failed: {e}"
    return None if done.returncode == 0 else f"bwrap probe failed: {done.stderr.strip()[:300]}"


def confine(argv: list[str], mode: str, workspace: Path, home: Path, read_only: list[Path] = ()) -> tuple[list[str], str]:
    """The command line that runs `argv` under `mode`; returns it and the isolation used.

    mode: `bwrap` (required; raises SandboxUnavailable when it cannot run), `none`, or `auto`
    (bwrap when it works, else none with a logged warning). The isolation used is "bwrap" or
    "none". `argv[0]` must be visible inside (under a system dir, the venv or `read_only`).
    """
    if mode not in MODES:
        raise ValueError(f"isolation {mode!r}: use one of {', '.join(MODES)}")
    if mode == "none":
        return argv, "none"
    problem = bwrap_problem()
    if problem:
        if mode == "bwrap":
            raise SandboxUnavailable(problem)
        log.warning("agent runs WITHOUT isolation (it can read the task folder): %s", problem)
        return argv, "none"
    return _bwrap_args(workspace, home, read_only) + ["--", *argv], "bwrap"


def _bwrap_args(workspace: Path, home: Path, read_only) -> list[str]:
    args = [shutil.which("bwrap"), "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--die-with-parent"]
    for top in _SYSTEM:
        path = Path(top)
        if path.is_symlink():
            args += ["--symlink", str(path.readlink()), top]
        elif path.is_dir():
            args += ["--ro-bind", top, top]
    args += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"]
    toolbox = {Path(sys.base_prefix), Path(sys.prefix), *map(Path, read_only)}
    for path in sorted(p for p in toolbox if not str(p).startswith(_SYSTEM)):
        args += ["--ro-bind", str(path), str(path)]
    args += ["--bind", str(home), str(home), "--bind", str(workspace), str(workspace), "--chdir", str(workspace)]
    return args
