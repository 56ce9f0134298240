"""Isolation of agent processes: what an agent's command can see of this machine.

An agent must never see the task folder (checks, oracle, expected values) or the store. With
bubblewrap (Debian `bubblewrap`, https://github.com/containers/bubblewrap) the command runs in
a new mount, PID, IPC and UTS namespace, with no capabilities (even when run as root), whose
file system holds only:

    /usr /bin /lib /lib64 /sbin /etc     the system, read-only (the toolbox's apt tools)
    <python prefix>, <venv>              the Python toolbox, read-only
    <workspace>                          the fs service's directory, read-write
    <home>                               the run's scratch HOME, read-write
    /tmp, /dev/shm                       fresh tmpfs each round (shared memory: libfaketime,
                                         Python multiprocessing)
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
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from datetime import datetime
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
             "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--die-with-parent", "--cap-drop", "ALL", "true"]
    try:
        done = subprocess.run(probe, capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"bwrap probe failed: {e}"
    return None if done.returncode == 0 else f"bwrap probe failed: {done.stderr.strip()[:300]}"


def faketime_library() -> Path | None:
    """libfaketime's preload library (Debian package faketime), or None when it is not installed."""
    return next(iter(sorted(Path("/usr/lib").glob("*/faketime/libfaketime.so.1"))), None)


def universe_time_env(library: Path, now: datetime) -> dict[str, str]:
    """Variables that make a process's wall clock start at `now` (read in the process's TZ) and run on.

    Monotonic clocks stay real, so timeouts work. https://github.com/wolfcw/libfaketime
    """
    return {"LD_PRELOAD": str(library), "FAKETIME": now.strftime("@%Y-%m-%d %H:%M:%S"), "DONT_FAKE_MONOTONIC": "1"}


def toolbox_path() -> str:
    """An agent's PATH: the Python toolbox (this venv), then the system."""
    return os.pathsep.join([str(Path(sys.prefix) / "bin"), "/usr/local/bin", "/usr/bin", "/bin"])


def confine(argv: list[str], mode: str, workspace: Path, home: Path,
            read_only: list[Path] = (), inside_env: dict[str, str] | None = None) -> tuple[list[str], str]:
    """The command line that runs `argv` under `mode`; returns it and the isolation used.

    mode: `bwrap` (required; raises SandboxUnavailable when it cannot run), `none`, or `auto`
    (bwrap when it works, else none with a logged warning). The isolation used is "bwrap" or
    "none". `argv[0]` must be visible inside (under a system dir, the venv or `read_only`).
    `inside_env` is set for the sandboxed process only, not for bwrap itself (LD_PRELOAD); the
    caller puts it in the environment when the isolation is none.
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
    setenv = [word for k, v in sorted((inside_env or {}).items()) for word in ("--setenv", k, v)]
    return _bwrap_args(workspace, home, read_only) + setenv + ["--", *argv], "bwrap"


def _bwrap_args(workspace: Path, home: Path, read_only) -> list[str]:
    # --cap-drop ALL: run as root, bwrap would otherwise keep every capability, and the agent
    # could remount the read-only binds writable.
    args = [shutil.which("bwrap"), "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--die-with-parent",
            "--cap-drop", "ALL"]
    for top in _SYSTEM:
        path = Path(top)
        if path.is_symlink():
            args += ["--symlink", str(path.readlink()), top]
        elif path.is_dir():
            args += ["--ro-bind", top, top]
    args += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/dev/shm", "--tmpfs", "/tmp"]
    toolbox = {Path(sys.base_prefix), Path(sys.prefix), *map(Path, read_only)}
    for path in sorted(p for p in toolbox if not str(p).startswith(_SYSTEM)):
        args += ["--ro-bind", str(path), str(path)]
    args += ["--bind", str(home), str(home), "--bind", str(workspace), str(workspace), "--chdir", str(workspace)]
    return args


@dataclass(frozen=True)
class Finished:
    """How a confined process ended: its exit code (None when killed at the timeout), the tails
    of its output (stderr is "" when merged into stdout) and the isolation it ran under."""

    returncode: int | None
    stdout: str
    stderr: str
    isolation: str


def run_confined(argv: list[str], *, mode: str, workspace: Path, home: Path, env: dict[str, str], timeout: float,
                 read_only=(), merge_stderr: bool = False, limit: int = 16_000) -> Finished:
    """Run `argv` confined (see `confine`) in `workspace`, in its own process group, for at most
    `timeout` seconds; then SIGKILL the whole group (left-over children too).

    Output goes to anonymous files (a child that keeps a pipe open cannot block us); the last
    `limit` characters of each are kept. Unconfined runs get TMPDIR=<home>/.tmp. Raises
    SandboxUnavailable (mode bwrap) and OSError (the program cannot be started).
    """
    preload = {k: env[k] for k in ("LD_PRELOAD",) if k in env}  # for the agent, not for bwrap
    env = {k: v for k, v in env.items() if k not in preload}
    full, used = confine(argv, mode, workspace, home, list(read_only), preload)
    if used == "none":
        (home / ".tmp").mkdir(parents=True, exist_ok=True)
        env = {**env, **preload, "TMPDIR": str(home / ".tmp")}
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        process = subprocess.Popen(full, cwd=workspace, env=env, stdin=subprocess.DEVNULL, stdout=out,
                                   stderr=out if merge_stderr else err, start_new_session=True)
        try:
            returncode = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            returncode = None
        finally:
            kill_group(process)
        return Finished(returncode, _tail(out, limit), _tail(err, limit), used)


def kill_group(process: subprocess.Popen) -> None:
    """SIGKILL the process's whole group and reap the leader."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    process.wait()


def _tail(file, limit: int) -> str:
    """The last `limit` characters written to `file` (decoded as UTF-8, lossy)."""
    size = file.seek(0, os.SEEK_END)
    file.seek(max(0, size - limit * 4))
    text = file.read().decode("utf-8", errors="replace")
    if len(text) > limit or size > limit * 4:
        return f"[… {size} bytes in all; the tail follows]\n" + text[-limit:]
    return text
