"""Every server of the local backend, forked from one warm interpreter that dies with the harness.

Radicale and the kb and sheets servers are Python programs; each world starts one of each, and
importing them costs ~0.25 s of CPU per server, more than the rest of their start. The local
backend therefore asks a *preloader* for them: a single-threaded child of the harness process
that has imported a server's modules once (`ServerSpec.preload`) and forks a copy of itself
per server, which then runs the program exactly as `python -c CODE ARGS…`, `python -m MODULE
ARGS…` or `python SCRIPT ARGS…` would, in its own session, with the server's environment, its
stdin on /dev/null and stdout and stderr on its log. Any other program (Dovecot, or a Python
server whose interpreter settings differ) is executed afresh from such a fork (`fresh`), so that
it too has the lifetimes below.

Lifetimes: the preloader ends when the harness process is gone (its end of the socket pair
closes), killing every server it forked first; a forked server dies with the preloader
(PR_SET_PDEATHSIG, kept across execve(2) of a program without set-user-ID bits), so a SIGKILLed
harness leaves none of them behind, even when whatever killed it killed its supervisor too (a
forced cancel on a Ray node). The preloader reaps a
server only when the harness asks (`ForkedProcess.poll`), so a server's pid cannot be reused
while the harness may still signal it.

Only interpreter-level settings the harness shares with the preloader can be inherited: a server
whose environment differs in a PYTHON*, LANG or LC_* variable (fixed when an interpreter starts)
is started afresh by the caller (`can_fork`).

Run as `python -P -m clawmark.backends.preloader FD` (clawmark.own_python; FD: its end of an AF_UNIX SOCK_SEQPACKET pair;
one JSON request per message, the listening socket of a server as SCM_RIGHTS ancillary data).
"""

from __future__ import annotations

import ctypes
import importlib
import json
import os
import runpy
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import traceback

from clawmark.own_python import module_command, own_path

MAX_MESSAGE = 1 << 20
TITLE_ROOM = 4096  # bytes of the preloader's argument area a forked server's command line may use
PR_SET_PDEATHSIG = 1  # <linux/prctl.h>
_FIXED_AT_START = ("PYTHON", "LANG", "LC_")
_lock = threading.Lock()
_preloader: Preloader | None = None


def can_fork(argv: list[str] | tuple[str, ...], env: dict[str, str]) -> bool:
    """Whether the preloader can run `argv` with `env` as a fresh interpreter would: this
    interpreter running `-c`, `-m` or a script, in an environment whose interpreter-level
    variables equal this process's (the preloader starts with this process's environment but the
    harness's folder first on PYTHONPATH; a fork replaces that first sys.path entry as a fresh start
    would)."""
    if len(argv) < 2 or argv[0] != sys.executable or (argv[1].startswith("-") and argv[1] not in ("-c", "-m")):
        return False
    return _fixed(env) == _fixed(os.environ)


def _fixed(env) -> dict[str, str]:
    return {k: v for k, v in env.items() if k.startswith(_FIXED_AT_START)}


def preloader() -> Preloader:
    """This process's preloader, started on first use (again after a fork or if it died)."""
    global _preloader
    with _lock:
        if _preloader is None or not _preloader.alive():
            _preloader = Preloader()
        return _preloader


class PreloaderError(OSError):
    """The preloader could not start or answer, or could not fork the server."""


class Preloader:
    """The harness's end of a preloader process (see the module)."""

    def __init__(self):
        self.owner = os.getpid()
        here, there = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            self.process = subprocess.Popen(
                [*module_command("clawmark.backends.preloader"), str(there.fileno()), " " * TITLE_ROOM],
                stdin=subprocess.DEVNULL, pass_fds=(there.fileno(),), start_new_session=True, env=own_path(os.environ))
        except OSError as e:
            here.close()
            raise PreloaderError(f"the preloader cannot start: {e}") from e
        finally:
            there.close()
        self.socket = here
        self._lock = threading.Lock()

    def alive(self) -> bool:
        return self.owner == os.getpid() and self.process.poll() is None

    def call(self, request: dict, fds: tuple[int, ...] = ()) -> dict:
        """Send one request and return its answer; raises PreloaderError when the preloader is
        gone or refused the request."""
        with self._lock:
            try:
                socket.send_fds(self.socket, [json.dumps(request).encode()], list(fds))
                answer = self.socket.recv(MAX_MESSAGE)
            except OSError as e:
                raise PreloaderError(f"the preloader is gone: {e}") from e
        if not answer:
            raise PreloaderError(f"the preloader is gone (exit status {self.process.wait()})")
        answer = json.loads(answer)
        if "error" in answer:
            raise PreloaderError(answer["error"])
        return answer

    def spawn(self, argv: list[str] | tuple[str, ...], env: dict[str, str], log: str, preload: tuple[str, ...],
              listener: socket.socket | None = None, fresh: bool = False) -> ForkedProcess:
        """Fork a server running `argv` ("{fd}" in it: the descriptor of `listener` in the
        server) with environment `env`, stdout and stderr appended to `log`, after importing
        the modules `preload` once; `fresh`: execute the program `argv[0]` (looked up on the
        PATH of `env`) instead. Raises PreloaderError, also when that program does not exist."""
        fds = (listener.fileno(),) if listener is not None else ()
        answer = self.call({"op": "spawn", "argv": list(argv), "env": env, "log": str(log), "preload": list(preload),
                            "fresh": fresh}, fds)
        return ForkedProcess(self, answer["pid"], list(argv))


class ForkedProcess:
    """A forked server, with the part of subprocess.Popen's interface the backend uses."""

    def __init__(self, owner: Preloader, pid: int, args: list[str]):
        self._owner = owner
        self.pid = pid
        self.args = args
        self.returncode: int | None = None

    def poll(self) -> int | None:
        """The exit status (negative: the signal that ended it) once it ended, else None."""
        if self.returncode is None:
            try:
                self.returncode = self._owner.call({"op": "wait", "pid": self.pid})["status"]
            except PreloaderError:
                self.returncode = -signal.SIGKILL  # the preloader died, and its servers with it
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.poll() is None:
            if deadline is not None and time.monotonic() > deadline:
                raise subprocess.TimeoutExpired(self.args, timeout)
            time.sleep(0.002)
        return self.returncode

    def kill(self) -> None:
        if self.returncode is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def serve(sock: socket.socket) -> None:
    """The preloader's loop: answer requests until the harness closes its end, then kill every
    server still running."""
    children: set[int] = set()
    while True:
        try:
            data, fds, _flags, _address = socket.recv_fds(sock, MAX_MESSAGE, 4)
        except OSError:
            break
        if not data:
            break
        try:
            answer = _answer(json.loads(data), fds, children, sock)
        except Exception as e:  # noqa: BLE001 - the harness gets the reason
            answer = {"error": f"{type(e).__name__}: {e}"}
        finally:
            for fd in fds:
                os.close(fd)
        sock.send(json.dumps(answer).encode())
    for pid in children:
        try:
            os.killpg(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def _answer(request: dict, fds: list[int], children: set[int], sock: socket.socket) -> dict:
    if request["op"] == "wait":
        pid, status = os.waitpid(request["pid"], os.WNOHANG)
        if pid == 0:
            return {"status": None}
        children.discard(pid)
        return {"status": os.waitstatus_to_exitcode(status)}
    for name in request["preload"]:
        importlib.import_module(name)
    argv = [a.replace("{fd}", str(fds[0])) if fds else a for a in request["argv"]]
    fresh = request["fresh"]
    if fresh and not shutil.which(argv[0], path=request["env"].get("PATH", os.defpath)):
        raise FileNotFoundError(f"no program {argv[0]}")
    ready, done = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(ready)
        _become(argv, request["env"], request["log"], sock, os.getppid(), done, fds if fresh else None)
    os.close(done)
    children.add(pid)
    os.read(ready, 1)  # the child has its session, stdio, environment and command line (or died)
    os.close(ready)
    return {"pid": pid}


def _become(argv: list[str], env: dict[str, str], log: str, sock: socket.socket, parent: int, done: int,
            inherited: list[int] | None) -> None:
    """In the forked child: turn into the server `argv`, closing `done` once set up (by execve(2)
    when `inherited` is not None: the descriptors the program keeps); never returns."""
    code = 1
    try:
        os.setsid()
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
        if os.getppid() != parent:  # the preloader died before the line above
            os._exit(1)
        sock.close()
        os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
        out = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        os.dup2(out, 1)
        os.dup2(out, 2)
        os.close(out)
        if inherited is not None:
            for fd in inherited:
                os.set_inheritable(fd, True)
            os.execvpe(argv[0], argv, env)
        os.environ.clear()
        os.environ.update(env)
        time.tzset()
        _show_command_line(argv)
        os.close(done)
        code = _run(argv[1:])
    except SystemExit as e:
        code = _exit_code(e)
    except BaseException:  # noqa: BLE001 - as the interpreter would: the traceback to stderr, status 1
        traceback.print_exc()
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:  # noqa: BLE001
                pass
        os._exit(code)


def _show_command_line(argv: list[str]) -> None:
    """Make /proc/PID/cmdline (ps, `clawmark gc`, which finds a world's servers by its folder in
    their command line) read `argv`, as for a server started afresh: written over this
    process's argument area (proc(5) fields 48-49), which the preloader's blank last argument
    makes TITLE_ROOM bytes longer; an argument past the room is cut."""
    fields = open("/proc/self/stat", "rb").read().rsplit(b")", 1)[1].split()
    start, end = int(fields[45]), int(fields[46])
    line = b"\0".join(os.fsencode(a) for a in argv)[:end - start - 1]
    with open("/proc/self/mem", "r+b", buffering=0) as memory:
        memory.seek(start)
        memory.write(line.ljust(end - start, b"\0"))


def _run(args: list[str]) -> int:
    """Run `python ARGS…` in this interpreter (the -c, -m and script forms of `can_fork`)."""
    if args[0] == "-c":
        sys.argv = ["-c", *args[2:]]
        sys.path[0] = ""
        exec(compile(args[1], "<string>", "exec"), {"__name__": "__main__", "__builtins__": __builtins__})
    elif args[0] == "-m":
        sys.argv = [args[1], *args[2:]]
        sys.path[0] = os.getcwd()
        runpy.run_module(args[1], run_name="__main__", alter_sys=True)
    else:
        sys.argv = list(args)
        sys.path[0] = os.path.dirname(os.path.abspath(args[0]))
        runpy.run_path(args[0], run_name="__main__")
    return 0


def _exit_code(exit: SystemExit) -> int:
    if exit.code is None or isinstance(exit.code, int):
        return exit.code or 0
    print(exit.code, file=sys.stderr)
    return 1


if __name__ == "__main__":
    serve(socket.socket(fileno=int(sys.argv[1])))  # sys.argv[2]: room for the servers' command lines
