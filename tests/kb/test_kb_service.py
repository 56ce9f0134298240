"""The kb service's lifecycle: deterministic snapshots, a dead server seen by failure(), and no
orphan server after a killed harness."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time


from checkers.state import State
from clawmark.canonical import canonical_hash
from clawmark.taskdir import clock_for
from clawmark.world import World

from .support import client


def test_same_task_same_snapshot(task):
    hashes = []
    for _ in range(2):
        with World(task, clock_for(task)) as world:
            kb = State(1, world.snapshot()).kb
            client(world).pages.update(kb.row("Claims", "CLM-0417").id, properties={"Reserve": {"number": 8000}})
            client(world).comments.create(parent={"page_id": kb.row("Claims", "CLM-0417").id},
                                          rich_text=[{"text": {"content": "noted"}}])
            hashes.append(canonical_hash(world.snapshot()["kb"].data))
    assert hashes[0] == hashes[1]


def test_a_dead_server_is_a_failure(task):
    with World(task, clock_for(task)) as world:
        assert world.failure() is None
        world.services["kb"].server.process.kill()
        world.services["kb"].server.process.wait()
        assert "kb server exited" in world.failure()


def test_the_server_exits_when_its_starter_is_killed(tmp_path):
    """A harness killed with SIGKILL leaves no server behind."""
    script = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from clawmark.clock import Day, UniverseClock\n"
        "from clawmark.services.kb.service import KbService\n"
        "from datetime import date, time as t\n"
        "s = KbService()\n"
        "s.start(Path(sys.argv[1]), UniverseClock('UTC', [Day(date(2024, 1, 1), t(9, 0))]))\n"
        "print(s.server.process.pid, flush=True)\n"
        "time.sleep(60)\n"
    )
    harness = subprocess.Popen([sys.executable, "-c", script, str(tmp_path)], stdout=subprocess.PIPE, text=True)
    server = int(harness.stdout.readline())
    os.kill(harness.pid, signal.SIGKILL)
    harness.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(server, 0)
        except ProcessLookupError:
            break
        if open(f"/proc/{server}/stat").read().split()[2] == "Z":
            break  # exited, waiting to be reaped by init
        time.sleep(0.1)
    else:
        os.kill(server, signal.SIGKILL)
        raise AssertionError("the kb server outlived its harness")
