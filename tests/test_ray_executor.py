"""`--executor ray` on a real two-node Ray cluster on this machine (ray.cluster_utils.Cluster).

One cluster serves the module (K = 1: each node holds one world at a time); the oracle's run over
a covering sample of the released tasks (every scenario, service, kind of change and length; the
gate pins every task's lock locally) serves several assertions. The node-loss test kills the second node and so
comes last.
"""

from __future__ import annotations

import json
import shutil
import signal
import socket
import subprocess
import sys
import threading

import pytest

from clawmark.agents import AGENTS
from clawmark.agents.config import agent_spec
from clawmark.executors import LocalExecutor, RunJob
from clawmark.gate import gate
from clawmark.records import record_files
from clawmark.store import Store
from clawmark.taskdir import load_task
from clawmark.testing.processes import cmdline, family, running
from clawmark.testing.ray_cluster import local_cluster
from conftest import REPO, TASKS, clawmark
from sample import covering_sample

RELEASED = covering_sample(TASKS, per_scenario=True)
ORACLE = agent_spec(AGENTS, "oracle")
BOUND_S = 180  # the most a condition the tests wait for may take on a loaded 2-core machine


@pytest.fixture(scope="module")
def cluster():
    with local_cluster(nodes=2) as running:
        yield running


@pytest.fixture(scope="module")
def executor(cluster):
    from clawmark.executors.cluster import RayExecutor

    return RayExecutor(cluster.address, worlds_per_node=1)


@pytest.fixture(scope="module")
def oracle_store(executor, tmp_path_factory):
    """The oracle over every released task on the cluster: (store, results)."""
    store = Store(tmp_path_factory.mktemp("ray-store"))
    return store, executor.map([RunJob(task, ORACLE) for task in RELEASED], store, "local")


def lock(task) -> str:
    return (task.root / "RELEASE.lock").read_text(encoding="utf-8").strip()


def test_oracle_verdict_hashes_on_the_cluster_equal_the_release_locks(oracle_store):
    """RELEASE.lock is the hash of the local oracle run (the local gate pins it), so equal hashes
    are the local run's too."""
    _, results = oracle_store
    assert len(RELEASED) >= 13 and all((t.root / "RELEASE.lock").is_file() for t in RELEASED)
    assert [(r.task, r.log.outcome, r.verdict_hash) for r in results] == \
        [(t.name, "scored", lock(t)) for t in RELEASED]


def test_runs_land_on_both_nodes_and_their_records_name_the_node(oracle_store, cluster):
    store, _ = oracle_store
    records = [json.loads(p.read_text()) for p in record_files(store.root)]
    nodes = {n.node_id for n in cluster.list_all_nodes()}
    assert len(records) == len(RELEASED)
    assert {r["executor"]["node_id"] for r in records} == nodes
    assert {r["task_root"] for r in records} == {str(t.root) for t in RELEASED}  # the driver's path


def test_a_resumed_invocation_plays_nothing(oracle_store, executor):
    store, first = oracle_store
    before = {p: p.read_bytes() for p in record_files(store.root)}
    again = executor.map([RunJob(task, ORACLE) for task in RELEASED], store, "local")
    assert all(r.resumed for r in again)
    assert [r.verdict_hash for r in again] == [r.verdict_hash for r in first]
    assert {p: p.read_bytes() for p in record_files(store.root)} == before


def test_the_cli_resumes_from_the_same_store_on_the_cluster(oracle_store, cluster):
    store, _ = oracle_store
    done = clawmark("run", str(RELEASED[0].root), "--store", str(store.root), "--executor", "ray",
                    "--address", cluster.address, "--json")
    assert done.returncode == 0, done.stderr
    [run] = json.loads(done.stdout)["runs"]
    assert run["resumed"] and run["verdict_hash"] == lock(RELEASED[0])


def test_no_reachable_cluster_exits_2_with_one_line_before_anything_is_played(tmp_path):
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        address = f"127.0.0.1:{probe.getsockname()[1]}"
    for command in (["run", "--store", str(tmp_path / "store")], ["gate"]):
        done = clawmark(*command, str(RELEASED[0].root), "--executor", "ray", "--address", address)
        assert done.returncode == 2
        assert done.stderr.strip().splitlines() == [f"error: no Ray cluster reachable at {address}: Connection refused"]
    assert not (tmp_path / "store").exists()


def test_a_node_whose_environment_differs_refuses_the_run_naming_the_difference(executor, tmp_path, monkeypatch):
    """A task folder changed between the driver's load and the node's, and a driver whose lock
    differs from the nodes' (its digest patched in the driver only): both runs `invalid`."""
    from clawmark.executors import environment

    folder = shutil.copytree(RELEASED[0].root, tmp_path / RELEASED[0].name)
    changed = load_task(folder)
    (folder / changed.spec.rounds[0].prompt).write_text("Another prompt.\n", encoding="utf-8")
    store = Store(tmp_path / "store")
    [drifted] = executor.map([RunJob(changed, ORACLE)], store, "local")
    assert drifted.log.outcome == "invalid"
    assert drifted.log.invalid_reason.startswith(f"task folder {folder}: node environment differs: task_digest is ")
    harness = environment.harness()
    monkeypatch.setattr(environment, "harness", lambda: {**harness, "lock_digest": "0" * 64})
    [other] = executor.map([RunJob(RELEASED[0], ORACLE)], store, "local")
    assert other.log.invalid_reason == (f"node environment differs: lock_digest is {harness['lock_digest'][:12]} "
                                        "here, 000000000000 on the driver")
    record = json.loads(store.record_path(RELEASED[0].name, "oracle", 0, RELEASED[0].digest).read_text())
    assert record["outcome"] == "invalid" and record["executor"]["node_id"]


def test_the_gate_on_the_cluster_is_green_with_the_local_discrimination_table(executor):
    task = load_task(TASKS / "investment-analyst/earnings-update")
    [local] = gate([task], jobs=2, executor=LocalExecutor(2))
    [remote] = gate([task], executor=executor)
    assert remote.passed and local.passed
    assert remote.problems == local.problems
    assert remote.table.as_json() == local.table.as_json()
    assert {name: run.verdict_hash for name, run in remote.runs.items()} == \
        {name: run.verdict_hash for name, run in local.runs.items()}


def test_a_stop_signal_cancels_the_runs_in_flight_and_records_none(cluster, tmp_path):
    raylets = [node.all_processes["raylet"][0].process.pid for node in cluster.list_all_nodes()]
    driver = subprocess.Popen([sys.executable, "-m", "clawmark", "run", str(RELEASED[0].root), "--store",
                               str(tmp_path / "store"), "--executor", "ray", "--address", cluster.address],
                              cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        world = _wait_for(lambda: _worlds(raylets))
        driver.send_signal(signal.SIGINT)
        _, err = driver.communicate(timeout=BOUND_S)
    finally:
        driver.kill()
    assert world and driver.returncode == 130, err
    assert not list((tmp_path / "store").glob("records/**/*.json"))
    assert _wait_for(lambda: not [p for p in world if running(p)]), "a server of the cancelled run outlived it"


def _worlds(raylets: list[int]) -> list[int]:
    """The server processes of every world being played under `raylets` (descendants of a run's
    child but its preloader, which outlives the worlds it forked servers for)."""
    return [server for raylet in raylets for run in family(raylet)
            if _argv(run)[1:4] == [b"-P", b"-m", b"clawmark.child_run"]  # not its supervisor
            for server in family(run) - {run} if _argv(server)[1:4] != [b"-P", b"-m", b"clawmark.backends.preloader"]]


def _argv(pid: int) -> list[bytes]:
    return cmdline(pid).split(b"\0")


def test_killing_the_second_nodes_raylet_mid_run_invalidates_exactly_that_run(cluster, executor, tmp_path):
    second = cluster.list_all_nodes()[1]
    raylet = second.all_processes["raylet"][0].process.pid
    tasks = RELEASED[:3]
    store, outcome = Store(tmp_path / "store"), {}
    playing = threading.Thread(target=lambda: outcome.update(
        results=executor.map([RunJob(task, ORACLE) for task in tasks], store, "local")))
    playing.start()
    world = _wait_for(lambda: _worlds([raylet]))  # a world is up on the second node
    doomed = family(raylet)
    cluster.remove_node(second, allow_graceful=False)
    playing.join(BOUND_S * len(tasks))
    results = outcome["results"]
    assert sorted(r.log.outcome for r in results) == ["invalid", "scored", "scored"]
    [lost] = [r for r in results if r.log.outcome == "invalid"]
    assert lost.log.invalid_reason == "node lost"
    assert all(r.verdict_hash == lock(t) for r, t in zip(results, tasks) if r is not lost)
    record = json.loads(store.record_path(lost.task, "oracle", 0, next(t for t in tasks if t.name == lost.task).digest)
                        .read_text())
    where = record["executor"]
    assert where == {"executor": "ray", "node_id": second.node_id, "hostname": socket.gethostname(),
                     "pid": where["pid"], "error": where["error"], "retried": False}  # the node is named
    assert world and _wait_for(lambda: not [p for p in doomed if running(p)]), "a process of the lost node outlived it"


def _wait_for(condition):
    """The first truthy value of `condition()` within BOUND_S seconds (polled), else None."""
    stop = threading.Event()
    timer = threading.Timer(BOUND_S, stop.set)
    timer.start()
    try:
        while not stop.is_set():
            if value := condition():
                return value
            stop.wait(0.2)
        return None
    finally:
        timer.cancel()
