"""Servers forked from the preloader behave as if started afresh, and die with their harness."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from clawmark.backends import preloader
from clawmark.backends.base import ServerSpec
from clawmark.backends.local import LocalServer
from clawmark.endpoint import ServiceError

# Reports what a server sees, answers one connection on its inherited listener, exits with status 3.
PROGRAM = """
import json, os, socket, sys
listener = socket.socket(fileno=int(sys.argv[2]))
report = {"argv": sys.argv, "token": os.environ.get("SERVER_TOKEN"), "path0": sys.path[0], "name": __name__,
          "sid": os.getsid(0) == os.getpid(), "stdin": sys.stdin.read(), "tz": os.environ.get("TZ"),
          "hash": hash("clawmark")}
print(json.dumps(report), flush=True)
connection, _ = listener.accept()
connection.sendall(b"hello")
connection.close()
sys.exit(3)
"""


def spec(tmp_path: Path, preload=("json",), env=None) -> ServerSpec:
    return ServerSpec(name="probe", image="none", argv=(), local_argv=(sys.executable, "-c", PROGRAM, "first", "{fd}"),
                      root=tmp_path, port=0, log=tmp_path / "probe.log", env=env or {"SERVER_TOKEN": "s3cret"},
                      listener=True, preload=preload)


def serve_once(server: LocalServer, log: Path) -> dict:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
        assert connection.recv(5) == b"hello"
    server.process.wait(timeout=10)
    return json.loads(log.read_text().splitlines()[0])


def test_a_forked_server_runs_as_a_fresh_interpreter_would(tmp_path):
    server = LocalServer(spec(tmp_path))
    try:
        assert isinstance(server.process, preloader.ForkedProcess)
        cmdline = (Path("/proc") / str(server.process.pid) / "cmdline").read_bytes().split(b"\0")
        assert cmdline[:3] == [sys.executable.encode(), b"-c", PROGRAM.encode()]  # as `ps` and `clawmark gc` see it
        seen = serve_once(server, tmp_path / "probe.log")
        assert seen["argv"][:2] == ["-c", "first"] and seen["name"] == "__main__" and seen["path0"] == ""
        assert seen["token"] == "s3cret" and seen["sid"] and seen["stdin"] == ""
        assert server.failure() == "probe exited with status 3"
    finally:
        server.stop()


def test_a_server_whose_interpreter_settings_differ_is_started_afresh(tmp_path):
    seeded = {**os.environ, "PYTHONHASHSEED": "12345"}
    expected = int(subprocess.run([sys.executable, "-c", "print(hash('clawmark'))"], env=seeded,
                                  capture_output=True, text=True, check=True).stdout)
    server = LocalServer(spec(tmp_path, env={"SERVER_TOKEN": "s3cret", "PYTHONHASHSEED": "12345"}))
    try:
        seen = serve_once(server, tmp_path / "probe.log")
        assert seen["token"] == "s3cret" and seen["sid"] and seen["hash"] == expected
        assert server.failure() == "probe exited with status 3"
    finally:
        server.stop()
    assert not preloader.can_fork((sys.executable, "-I", "x.py"), dict(os.environ))  # an interpreter option
    assert not preloader.can_fork(("/bin/sh", "-c", "true"), dict(os.environ))


def test_a_crashing_server_reports_its_traceback_and_status(tmp_path):
    crashing = ServerSpec(name="crash", image="none", argv=(), local_argv=(sys.executable, "-c", "raise KeyError('x')"),
                          root=tmp_path, port=0, log=tmp_path / "crash.log", preload=("json",))
    server = LocalServer(crashing)
    try:
        assert server.process.wait(timeout=10) == 1
        assert "KeyError: 'x'" in (tmp_path / "crash.log").read_text()
        assert server.failure() == "crash exited with status 1"
    finally:
        server.stop()


def test_a_program_is_executed_with_its_listener_environment_and_log(tmp_path):
    shell = ServerSpec(name="shell", image="none", argv=(), root=tmp_path, port=0, log=tmp_path / "shell.log",
                       local_argv=("sh", "-c", 'echo "$SERVER_TOKEN $(ps -o sid= -p $$) $$ $(readlink /proc/$$/fd/$0)"; exit 4',
                                   "{fd}"),
                       env={"SERVER_TOKEN": "s3cret"}, listener=True)
    server = LocalServer(shell)
    try:
        assert server.process.wait(timeout=10) == 4
        token, sid, pid, listener = (tmp_path / "shell.log").read_text().split()
        assert token == "s3cret" and listener.startswith("socket:")
        assert sid == pid  # its own session, so stop() kills its process group
        assert server.failure() == "shell exited with status 4"
    finally:
        server.stop()


def test_a_program_that_does_not_exist_is_a_named_service_error(tmp_path):
    missing = ServerSpec(name="ghost", image="none", argv=(), local_argv=("no-such-server-program",),
                         root=tmp_path, port=0, log=tmp_path / "ghost.log")
    with pytest.raises(ServiceError, match="ghost: cannot run no-such-server-program"):
        LocalServer(missing)


HOLD = """
import sys, time
from pathlib import Path
from clawmark.backends.base import ServerSpec
from clawmark.backends.local import LocalServer
root, argv = Path(sys.argv[1]), sys.argv[2:]
server = LocalServer(ServerSpec(name="sleeper", image="none", argv=(), root=root, port=0, log=root / "log",
                                local_argv=tuple(argv), preload=("json",)))
print(server.process.pid, flush=True)
time.sleep(600)
"""


def alive(pid: int) -> bool:
    try:
        return not (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return False


@pytest.mark.parametrize("argv", [(sys.executable, "-c", "import time; time.sleep(600)"), ("sleep", "600")],
                         ids=["python-forked", "program-executed"])
def test_a_sigkilled_harness_leaves_no_server_behind(tmp_path, argv):
    harness = subprocess.Popen([sys.executable, "-c", HOLD, str(tmp_path), *argv], stdout=subprocess.PIPE, text=True)
    pid = int(harness.stdout.readline())
    assert alive(pid)
    harness.send_signal(signal.SIGKILL)
    harness.wait()
    deadline = time.monotonic() + 10
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(pid)


DECOY_HARNESS = """
import sys
from pathlib import Path
from clawmark.backends.base import ServerSpec
from clawmark.backends.local import LocalServer
root = Path(sys.argv[1])
server = LocalServer(ServerSpec(name="true", image="none", argv=(), root=root, port=0, log=root / "log",
                                local_argv=("true",)))
print(server.process.wait(timeout=10), flush=True)
server.stop()
"""


def test_the_preloader_runs_this_harness_from_a_folder_holding_another_clawmark(tmp_path):
    """A harness started in another checkout's folder (a worktree) forks its servers from its own
    preloader, not from the folder's `clawmark` package (which `python -m` would import first)."""
    (tmp_path / "clawmark").mkdir()
    (tmp_path / "clawmark" / "__init__.py").write_text("raise SystemExit('the folder\\'s clawmark was imported')\n")
    script = tmp_path / "bin" / "harness.py"  # a script's own folder, not the current one, is first on its path
    script.parent.mkdir()
    script.write_text(DECOY_HARNESS)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(Path(preloader.__file__).parents[2])
    done = subprocess.run([sys.executable, str(script), str(tmp_path)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "0", done.stderr
