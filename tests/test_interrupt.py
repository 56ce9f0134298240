"""SIGINT and SIGTERM stop `clawmark run` and `clawmark gate` cleanly (issue 17 item 5): exit 130
or 143, every world torn down (no folder, no process, no port), the interrupted run not recorded."""

import os
import random
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from clawmark.backends.local_gc import OWNER_FILE, WORLDS
from clawmark.testing.processes import cmdline, family

from agent_helpers import FAKES, REPO, processes_running

MAIL_AND_KB = REPO / "tasks/insurance/hail-damage-intake"


def worlds_of(pids: set[int]) -> list[Path]:
    """The world folders (cm-* under WORLDS) whose owner is one of `pids`."""
    found = []
    for root in (root for parent in WORLDS for root in parent.glob("cm-*")):
        try:
            if int((root / OWNER_FILE).read_text()) in pids:
                found.append(root)
        except (OSError, ValueError):
            continue
    return found


def wait_for(condition, what: str, timeout: float = 300):
    deadline = time.monotonic() + timeout
    while not (found := condition()):
        assert time.monotonic() < deadline, f"no {what} within {timeout} s"
        time.sleep(0.1)
    return found


def world_ports(world: Path) -> set[int]:
    return {int(p) for p in re.findall(r"127\.0\.0\.1:(\d+)", (world / "fs/workspace/SERVICES.md").read_text())}


def refused(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=5).close()
    except ConnectionRefusedError:
        return True
    return False


@pytest.mark.parametrize("signum, status", [(signal.SIGINT, 130), (signal.SIGTERM, 143)], ids=["SIGINT", "SIGTERM"])
def test_a_stop_signal_during_a_run_exits_128_plus_it_and_leaves_nothing(tmp_path, signum, status):
    tag, wait = (f"{random.randrange(10**5, 10**6)}.{n}" for n in (5, 25))
    store = tmp_path / "runs"
    harness = subprocess.Popen(
        [sys.executable, "-m", "clawmark", "run", str(MAIL_AND_KB), "--store", str(store), "--agent", "command",
         "--agent-opt", f"cmd={FAKES}/daemonize.sh {tag} {wait}", "--agent-opt", f"bind={FAKES}"],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        # The agent is at work on day 1, its daemon running, the world's servers listening.
        [world] = wait_for(lambda: [w for w in worlds_of(family(harness.pid))
                                    if (w / "fs/workspace/daemon-1.pid").exists()], "agent at work")
        ports = world_ports(world)
        assert ports and not any(refused(port) for port in ports)
        assert processes_running("sleep", tag)
        harness.send_signal(signum)
        out, err = harness.communicate(timeout=120)
    finally:
        harness.kill()
    assert harness.returncode == status, err
    assert f"interrupted by {signal.Signals(signum).name}" in err and "Traceback" not in err
    assert not world.exists() and worlds_of({harness.pid}) == []
    assert processes_running("sleep", tag) == [] and processes_running("sleep", wait) == []
    assert not [pid for pid in map(int, filter(str.isdigit, os.listdir("/proc")))
                if str(world).encode() in cmdline(pid)]
    assert all(refused(port) for port in ports)
    assert not list(store.glob("records/**/*.json")), "the interrupted run was recorded"


def test_sigterm_during_the_gate_exits_143_and_leaves_nothing(tmp_path):
    gate = subprocess.Popen([sys.executable, "-m", "clawmark", "gate", "-j", "2", str(MAIL_AND_KB)], cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        worlds = wait_for(lambda: worlds_of(family(gate.pid)), "gate run under way")
        owners = family(gate.pid)
        gate.send_signal(signal.SIGTERM)
        out, err = gate.communicate(timeout=120)
    finally:
        gate.kill()
    assert gate.returncode == 143, err
    assert "interrupted by SIGTERM" in err and "PASS" not in out and "FAIL" not in out
    assert not any(w.exists() for w in worlds) and worlds_of(owners) == []
    assert not any(str(w).encode() in cmdline(pid) for w in worlds
                   for pid in map(int, filter(str.isdigit, os.listdir("/proc"))))
