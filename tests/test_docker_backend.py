"""The docker backend (issue 13): the same world in containers, same verdicts, nothing left over.

Needs a container engine with the images built (`tools/setup --containers`; `.ci/run` does it);
skipped, with the reason, where none answers.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time

import pytest

from clawmark.backends import firewall, unavailable
from clawmark.backends.docker import LABEL_RUN, DockerBackend
from clawmark.backends.engine import connect
from clawmark.backends.gc import collect
from clawmark.runner import run_task
from clawmark.taskdir import clock_for
from clawmark.endpoint import ServiceError
from clawmark.store import Store
from clawmark.taskdir import load_task
from clawmark.world import World
from tests.conftest import REPO, TASKS
from tests.kb.support import HERE as KB_TESTS
from tests.sample import covering_sample
from tests.sheets.test_sheets_task import _task as sheets_task

pytestmark = pytest.mark.skipif(bool(reason := unavailable("docker")), reason=f"no container engine: {reason}")
CALENDAR_TASK = TASKS / "executive-assistant" / "board-meeting-reschedule"
KB_TASK = KB_TESTS / "task"


def containers_of(client, run: str) -> list:
    return client.containers.list(all=True, filters={"label": f"{LABEL_RUN}={run}"})


def test_oracle_verdict_hash_is_identical_under_local_and_docker(tmp_path):
    """Released tasks using every service and kind of change, and the kb and sheets fixture tasks."""
    tasks = covering_sample(TASKS) + [load_task(KB_TASK), sheets_task(tmp_path / "sheets")]
    hashes = {}
    for backend in ("local", "docker"):
        store = Store(tmp_path / backend)
        results = [run_task(task, "oracle", store, force=True, backend=backend) for task in tasks]
        assert [r.log.outcome for r in results] == ["scored"] * len(tasks), [r.log.invalid_reason for r in results]
        hashes[backend] = {r.task: r.verdict_hash for r in results}
    assert hashes["docker"] == hashes["local"]
    assert len(hashes["local"]) == len(tasks) >= 5


def test_a_run_killed_with_sigkill_leaves_containers_that_gc_removes(tmp_path):
    client = connect()
    up = subprocess.Popen([sys.executable, "-m", "clawmark", "up", str(CALENDAR_TASK), "--backend", "docker", "--json"],
                          cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        info = json.loads(up.stdout.readline())
        assert info["calendar"]["url"].startswith("http://127.0.0.1:")
        mine = [c for c in client.containers.list(all=True, filters={"label": LABEL_RUN})
                if c.labels.get("clawmark.pid") == str(up.pid)]
        servers = {"calendar": "radicale", "mail": "mail"}
        expected = sorted(servers[s] for s in load_task(CALENDAR_TASK).spec.services if s in servers)
        assert sorted(c.labels["clawmark.server"] for c in mine) == expected and "radicale" in expected
    finally:
        up.send_signal(signal.SIGKILL)
        up.wait()
    run = mine[0].labels[LABEL_RUN]
    assert containers_of(client, run) and run in firewall.tags()  # nothing cleaned up by the dead run
    done = collect()
    assert run in done.runs and mine[0].name in done.containers and f"clawmark-{run}" in done.networks
    assert containers_of(client, run) == [] and run not in firewall.tags()
    assert not client.networks.list(names=[f"clawmark-{run}"])
    second = run_task(load_task(CALENDAR_TASK), "oracle", Store(tmp_path), force=True, backend="docker")
    assert second.log.outcome == "scored" and second.log.score.task_success


def test_the_toolbox_reaches_the_world_but_not_the_host(tmp_path):
    task = load_task(CALENDAR_TASK)
    with socket.socket() as host_port:  # another local port on the host, on every address
        host_port.bind(("0.0.0.0", 0))
        host_port.listen()
        port = host_port.getsockname()[1]
        with World(task, clock_for(task), backend="docker") as world:
            backend: DockerBackend = world.backend
            backend.network.reload()
            gateway = backend.network.attrs["IPAM"]["Config"][0]["Gateway"]
            addresses = [gateway, *host_addresses(), "127.0.0.1"]
            probe = (
                "import socket, sys\n"
                "def reach(host, port):\n"
                "    try:\n"
                "        socket.create_connection((host, int(port)), timeout=3).close(); return 'open'\n"
                "    except OSError as e:\n"
                "        return type(e).__name__\n"
                "host, _, port = sys.argv[1].split('/')[2].partition(':')\n"
                "print('world', reach(host, port))\n"
                "for host in sys.argv[2:]:\n"
                f"    print(host, reach(host, {port}))\n"
            )
            url = backend.inside(world.endpoints["calendar"]).info["url"]
            ran = backend.toolbox(["python3", "-c", probe, url, *addresses], world.workspace, {}, timeout_s=60)
    lines = dict(line.split(" ", 1) for line in ran.stdout.strip().splitlines())
    assert ran.status == 0, ran
    assert url.startswith("http://radicale:5232/") and lines.pop("world") == "open"  # through the world's network
    assert set(lines) == set(addresses) and "open" not in lines.values(), lines


def host_addresses() -> list[str]:
    out = subprocess.run(["ip", "-o", "-4", "addr", "show"], capture_output=True, text=True, check=True).stdout
    return [line.split()[3].split("/")[0] for line in out.splitlines() if line.split()[1] != "lo"
            and not line.split()[1].startswith("cm-")]


def test_a_dead_container_is_a_service_failure():
    task = load_task(CALENDAR_TASK)
    with World(task, clock_for(task), backend="docker") as world:
        assert world.failure() is None
        # servers start side by side, so their order in the list is not the start order
        [radicale] = [s for s in world.backend.servers if s.spec.name == "Radicale"]
        radicale.container.kill()
        deadline = time.monotonic() + 10
        while world.failure() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert "calendar: Radicale: container exited" in world.failure()
        run = world.backend.run
    assert containers_of(connect(), run) == []


def test_a_container_that_does_not_start_in_time_fails_the_world_and_is_removed(monkeypatch):
    monkeypatch.setattr("clawmark.backends.docker.START_TIMEOUT_S", 0)
    task = load_task(CALENDAR_TASK)
    world = World(task, clock_for(task), backend="docker")
    with pytest.raises(ServiceError, match="container not running within 0 s"):
        world.__enter__()
    assert containers_of(connect(), world.backend.run) == []
    assert world.backend.run not in firewall.tags()
