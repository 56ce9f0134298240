"""The agent's supervisor: the one process between the harness (or bubblewrap) and the agent's program.

    python3 -I -S supervise.py [--listen PORT=SOCKET]... [--setenv NAME=VALUE]... -- PROGRAM ARG...

It runs with the standard library only (it is bound alone into the sandbox), and:

- becomes a child subreaper (prctl PR_SET_CHILD_SUBREAPER, Linux 3.4): every descendant of
  PROGRAM that is orphaned — a daemon, a `setsid` grandchild — is re-parented to it instead of
  to init. When PROGRAM exits, or on SIGTERM/SIGINT/SIGHUP (the harness's timeout), or when the
  harness dies (PR_SET_PDEATHSIG), it SIGKILLs its children until it has none left, so no
  descendant of the agent outlives the round, whatever its process group or session;
- for each `--listen PORT=SOCKET`, listens on 127.0.0.1:PORT (and [::1]:PORT where the
  namespace has IPv6) before PROGRAM starts, and pipes every connection, byte for byte, to the
  unix socket SOCKET, where the harness relays it to the real service (clawmark.agents.sandbox):
  inside a network namespace of its own this is all the agent can reach;
- starts PROGRAM with its own environment plus the `--setenv` variables (LD_PRELOAD for
  libfaketime: for the agent, not for the supervisor), and exits with PROGRAM's status
  (128 + N when a signal N killed it).

Linux only. See prctl(2), PR_SET_CHILD_SUBREAPER.
"""

import ctypes
import os
import signal
import socket
import sys
import threading

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
CHUNK = 65536


class Stop(Exception):
    """A stop signal arrived: end the round now."""


def main(args: list[str]) -> int:
    listens, setenv, argv = _parse(args)
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, _stop)
    for port, path in listens:
        _listen(port, path)
    status = 128 + signal.SIGKILL
    try:
        pid = os.fork()
        if pid == 0:
            _exec(argv, setenv)
        status = _wait_for(pid)
    except Stop:
        pass
    finally:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
        _kill_descendants()
    return status


def _parse(args: list[str]) -> tuple[list[tuple[int, str]], dict[str, str], list[str]]:
    listens, setenv = [], {}
    while args and args[0] != "--":
        option, value = args[0], args[1]
        if option == "--listen":
            port, _, path = value.partition("=")
            listens.append((int(port), path))
        elif option == "--setenv":
            name, _, text = value.partition("=")
            setenv[name] = text
        else:
            raise SystemExit(f"supervise: unknown option {option}")
        args = args[2:]
    if len(args) < 2:
        raise SystemExit("supervise: no program after --")
    return listens, setenv, args[1:]


def _stop(signum, frame):
    raise Stop()


def _exec(argv: list[str], setenv: dict[str, str]) -> None:
    """In the forked child: default signal handling, then PROGRAM (exit 127 when it cannot start)."""
    try:
        for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            signal.signal(signum, signal.SIG_DFL)
        os.execvpe(argv[0], argv, {**os.environ, **setenv})
    except OSError as e:
        os.write(2, f"supervise: cannot run {argv[0]}: {e.strerror}\n".encode())
    finally:
        os._exit(127)


def _wait_for(pid: int) -> int:
    """PROGRAM's exit status (128 + N for signal N); reaps re-parented orphans meanwhile."""
    while True:
        done, status = os.waitpid(-1, 0)
        if done == pid:
            return os.waitstatus_to_exitcode(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status)


def _kill_descendants() -> None:
    """SIGKILL every child (orphaned descendants are children of a subreaper) until none is left."""
    while True:
        for pid in _children():
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        try:
            os.waitpid(-1, 0)
        except ChildProcessError:
            return


def _children() -> list[int]:
    """Pids whose parent is this process (from /proc/<pid>/stat: the field after the command name)."""
    me, found = os.getpid(), []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[1]) == me:
            found.append(int(entry))
    return found


def _listen(port: int, path: str) -> None:
    """Serve 127.0.0.1:`port` (and [::1]:`port` when possible) by piping connections to `path`."""
    listeners = [socket.create_server(("127.0.0.1", port), backlog=128)]
    if socket.has_ipv6:
        try:
            listeners.append(socket.create_server(("::1", port), family=socket.AF_INET6, backlog=128))
        except OSError:
            pass  # no IPv6 loopback in this namespace
    for listener in listeners:
        threading.Thread(target=_accept, args=(listener, path), daemon=True).start()


def _accept(listener: socket.socket, path: str) -> None:
    while True:
        inside, _ = listener.accept()
        threading.Thread(target=_connect, args=(inside, path), daemon=True).start()


def _connect(inside: socket.socket, path: str) -> None:
    outside = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        outside.connect(path)
    except OSError:
        inside.close()
        outside.close()
        return
    splice(inside, outside)


def splice(one: socket.socket, other: socket.socket) -> None:
    """Pipe `one` and `other` into each other until both have ended, then close both."""
    back = threading.Thread(target=pipe, args=(other, one), daemon=True)
    back.start()
    pipe(one, other)
    back.join()
    one.close()
    other.close()


def pipe(source: socket.socket, sink: socket.socket) -> None:
    """Copy `source` to `sink` until `source` ends; then end `sink`'s sending side."""
    try:
        while data := source.recv(CHUNK):
            sink.sendall(data)
    except OSError:
        pass
    finally:
        try:
            sink.shutdown(socket.SHUT_WR)
        except OSError:
            pass


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
