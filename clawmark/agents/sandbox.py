"""Isolation of agent processes: what an agent's command can see and reach of this machine.

An agent must never see the task folder (checks, oracle, expected values) or the store, and must
reach the world's services and nothing else. With bubblewrap (Debian `bubblewrap`,
https://github.com/containers/bubblewrap) the command runs in a new mount, PID, IPC, UTS and
network namespace, with no capabilities (even when run as root), whose file system holds only:

    /usr /bin /lib /lib64 /sbin /etc     the system, read-only (the toolbox's apt tools)
    <python prefix>, <venv>              the Python toolbox, read-only
    <workspace>                          the fs service's directory, read-write
    <home>                               the run's scratch HOME, read-write
    /tmp, /dev/shm                       fresh tmpfs each round (shared memory: libfaketime,
                                         Python multiprocessing)
    extra paths                          read-only, as the adapter asks (its own program)
    /proc, /dev                          fresh (/proc/net shows the namespace's sockets only)
    /run/clawmark/supervise.py           the supervisor (clawmark.agents.supervise)
    /run/clawmark/bridge/<port>.sock     one unix socket per port it may reach, read-only
    /etc/hosts                           replaced when a model host name must resolve inside

Its network namespace has the loopback interface and no route: in it the supervisor listens on
127.0.0.1 (and ::1) at exactly the ports of `Reach` — the world's service ports, the numbers the
agent is told, and the model endpoint's port for an agent that needs one — and pipes each
connection to a unix socket, where the harness relays it to the real address (clawmark.agents.
model_relay.Relay). Any other address or port is unreachable, and the host's listeners are
invisible.

Whatever the isolation, the supervisor (a child subreaper) is the parent of the agent's
program and kills every descendant when the program exits or the round times out; under
bubblewrap the PID namespace ends with it as well. Where bubblewrap cannot create namespaces
(some containers forbid it), the command runs unconfined with a warning: on the host's network,
its workspace and HOME still outside the repo, but it could read any file the harness can. See
`isolation` in `clawmark agents`.
"""

from __future__ import annotations

import functools
import ipaddress
import logging
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from clawmark import interrupt
from clawmark.agents.model_relay import Relay
from clawmark.backends.addresses import loopback_ports

log = logging.getLogger(__name__)

MODES = ("auto", "bwrap", "none")
_SYSTEM = ("/usr", "/bin", "/lib", "/lib64", "/sbin", "/etc")
SUPERVISOR = Path(__file__).with_name("supervise.py")
INSIDE = Path("/run/clawmark")  # where the supervisor and the bridge sockets are inside the sandbox
STOP_GRACE_S = 5  # seconds the supervisor gets to kill the agent's processes before its group is SIGKILLed
LOOPBACK_HOSTS = ("127.0.0.1", "::1", "localhost")


class SandboxUnavailable(RuntimeError):
    """bubblewrap was asked for but cannot run here (the reason is the message)."""


@dataclass(frozen=True)
class Reach:
    """What an agent's network namespace reaches: `ports` maps a port on 127.0.0.1 inside to the
    (host, port) the harness relays it to; `names` are host names that resolve to 127.0.0.1 inside
    (a model endpoint's). Empty: nothing but its own loopback."""

    ports: dict[int, tuple[str, int]] = field(default_factory=dict)
    names: tuple[str, ...] = ()

    @classmethod
    def world(cls, endpoints: dict, model: tuple[str, int] | None = None) -> Reach:
        """The world's service ports (clawmark.backends.addresses.loopback_ports of every endpoint),
        each relayed to the same port on 127.0.0.1, and `model` (host, port) when given."""
        ports = {port: ("127.0.0.1", port) for endpoint in endpoints.values() for port in loopback_ports(endpoint)}
        names: tuple[str, ...] = ()
        if model is not None:
            host, port = model
            if ports.get(port, model) != model:
                raise ValueError(f"the model endpoint's port {port} is also a service port of the world")
            ports[port] = model
            if not _is_ip(host) and host != "localhost":
                names = (host,)
        return cls(dict(sorted(ports.items())), names)


def model_target(host: str, port: int) -> tuple[str, int]:
    """(host, port) of a model endpoint the sandbox can relay; raises ValueError for an IP address
    other than loopback (inside, only 127.0.0.1 and host names, resolved through /etc/hosts, lead
    to the relay)."""
    if _is_ip(host) and host not in LOOPBACK_HOSTS:
        raise ValueError(f"model host {host}: under bubblewrap the agent reaches its model through a relay on "
                         "127.0.0.1; give a host name or a loopback address")
    return host, port


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


@functools.cache
def bwrap_problem() -> str | None:
    """Why bubblewrap cannot isolate a process on this machine, or None when it can."""
    exe = shutil.which("bwrap")
    if exe is None:
        return "bwrap is not installed (Debian package bubblewrap)"
    probe = [exe, "--ro-bind", "/", "/", "--proc", "/proc", "--dev", "/dev", "--unshare-pid", "--unshare-ipc",
             "--unshare-uts", "--unshare-net", "--die-with-parent", "--cap-drop", "ALL", "true"]
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


def isolation_for(mode: str) -> str:
    """The isolation `mode` gives here: "bwrap" or "none".

    mode: `bwrap` (required; raises SandboxUnavailable when it cannot run), `none`, or `auto`
    (bwrap when it works, else none with a logged warning).
    """
    if mode not in MODES:
        raise ValueError(f"isolation {mode!r}: use one of {', '.join(MODES)}")
    if mode == "none":
        return "none"
    problem = bwrap_problem()
    if problem:
        if mode == "bwrap":
            raise SandboxUnavailable(problem)
        log.warning("agent runs WITHOUT isolation (it can read the task folder and reach any address): %s", problem)
        return "none"
    return "bwrap"


@dataclass(frozen=True)
class Bridge:
    """The harness's side of a sandbox's network: a folder of unix sockets (one per port of `reach`,
    each relayed to its target) and the /etc/hosts to show inside."""

    folder: Path
    reach: Reach

    @property
    def hosts(self) -> Path | None:
        return self.folder / "hosts" if self.reach.names else None


@contextmanager
def bridged(reach: Reach):
    """A Bridge for `reach`, its relays serving until the block ends (then the folder is removed)."""
    folder = Path(tempfile.mkdtemp(prefix="clawmark-bridge-", dir="/tmp"))  # short: unix socket paths
    bridge = Bridge(folder, reach)
    try:
        with ExitStack() as relays:
            for port, (host, target) in reach.ports.items():
                relays.enter_context(Relay(folder / f"{port}.sock", host, target))
            if bridge.hosts:
                bridge.hosts.write_text(f"127.0.0.1\tlocalhost {' '.join(reach.names)}\n::1\tlocalhost\n",
                                        encoding="utf-8")
            yield bridge
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def supervised(argv: list[str], inside_env: dict[str, str], bridge: Bridge | None) -> list[str]:
    """`argv` under the supervisor: with the bridge's listeners inside a sandbox (`bridge` given),
    or from its own path on the host."""
    if bridge is None:
        head = [sys.executable, "-I", "-S", str(SUPERVISOR)]
    else:
        head = [sys.executable, "-I", "-S", str(INSIDE / SUPERVISOR.name)]
        head += [w for port in bridge.reach.ports for w in ("--listen", f"{port}={INSIDE}/bridge/{port}.sock")]
    return head + [w for k, v in sorted(inside_env.items()) for w in ("--setenv", f"{k}={v}")] + ["--", *argv]


def bwrap_args(workspace: Path, home: Path, read_only, bridge: Bridge) -> list[str]:
    """bubblewrap's options for the sandbox described in the module."""
    # --cap-drop ALL: run as root, bwrap would otherwise keep every capability, and the agent
    # could remount the read-only binds writable.
    args = [shutil.which("bwrap"), "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-net",
            "--die-with-parent", "--cap-drop", "ALL"]
    if any(port < 1024 for port in bridge.reach.ports):  # a model on 443: binding it inside needs this, only
        args += ["--cap-add", "CAP_NET_BIND_SERVICE"]
    for top in _SYSTEM:
        path = Path(top)
        if path.is_symlink():
            args += ["--symlink", str(path.readlink()), top]
        elif path.is_dir():
            args += ["--ro-bind", top, top]
    if bridge.hosts:
        args += ["--ro-bind", str(bridge.hosts), "/etc/hosts"]
    args += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/dev/shm", "--tmpfs", "/tmp"]
    toolbox = {Path(sys.base_prefix), Path(sys.prefix), *map(Path, read_only)}
    for path in sorted(p for p in toolbox if not str(p).startswith(_SYSTEM)):
        args += ["--ro-bind", str(path), str(path)]
    args += ["--ro-bind", str(SUPERVISOR), str(INSIDE / SUPERVISOR.name), "--ro-bind", str(bridge.folder),
             str(INSIDE / "bridge")]
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
                 read_only=(), merge_stderr: bool = False, limit: int = 16_000, reach: Reach = Reach()) -> Finished:
    """Run `argv` confined (see the module) in `workspace`, supervised, in its own session, for at
    most `timeout` seconds; its network reaches `reach` only (under bubblewrap). When it exits, or
    at the timeout, every process it started is killed.

    Output goes to anonymous files (a child that keeps a pipe open cannot block us); the last
    `limit` characters of each are kept. A stop signal (clawmark.interrupt) ends it early.
    Unconfined runs get TMPDIR=<home>/.tmp. Raises SandboxUnavailable (mode bwrap) and OSError
    (the program cannot be started).
    """
    preload = {k: env[k] for k in ("LD_PRELOAD",) if k in env}  # for the agent, not for the supervisor
    env = {k: v for k, v in env.items() if k not in preload}
    used = isolation_for(mode)
    if used == "none":
        (home / ".tmp").mkdir(parents=True, exist_ok=True)
        env = {**env, "TMPDIR": str(home / ".tmp")}
    with ExitStack() as stack:
        bridge = stack.enter_context(bridged(reach)) if used == "bwrap" else None
        full = supervised(argv, preload, bridge)
        if bridge is not None:
            full = bwrap_args(workspace, home, read_only, bridge) + ["--", *full]
        out, err = stack.enter_context(tempfile.TemporaryFile()), stack.enter_context(tempfile.TemporaryFile())
        process = subprocess.Popen(full, cwd=workspace, env=env, stdin=subprocess.DEVNULL, stdout=out,
                                   stderr=out if merge_stderr else err, start_new_session=True)
        with interrupt.watching(process):
            try:
                returncode = process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                returncode = None
            finally:
                stop(process)
        return Finished(returncode, _tail(out, limit), _tail(err, limit), used)


def stop(process: subprocess.Popen) -> None:
    """End `process` (a supervisor, or bubblewrap around one) and everything it started: SIGTERM,
    then after STOP_GRACE_S SIGKILL to its whole process group; reaps it."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=STOP_GRACE_S)
        except subprocess.TimeoutExpired:
            pass
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
