"""A Ray node's side of one run: check the environment, play the run, hand back what it stored.

`play(request)` runs inside a Ray worker process. The task folder is read from the path the
driver gives (the same absolute path on every node: the checkout in the node image, or a shared
file system); its digest, the agent's code digest, the harness version and the lock's digest
must equal the driver's (clawmark.executors.environment), else the run is refused. The run is
played by clawmark.runner.run_task in a supervised child process (clawmark.child_run under
clawmark.agents.supervise: when the worker dies with its node, the child and every server of
the world die too), into a temporary store; the answer carries that store's object files (zstd
frames, as stored) and the run record, which the driver verifies and writes into its store. A
worker keeps its children for its next runs (one interpreter start per worker, not per run).
"""

from __future__ import annotations

import json
import os
import socket
import tempfile
from pathlib import Path

from clawmark.agents import AGENTS
from clawmark.child_run import ChildRunner, child_environment
from clawmark.executors import environment
from clawmark.problems import InputError
from clawmark.store import Store
from clawmark.taskdir import load_task

KV_NAMESPACE = "clawmark-runs"  # announce(): run ticket -> the node playing it
_children: dict[bool, ChildRunner] = {}  # elsewhere? → this worker's child


def play(request: dict) -> dict:
    """Play the run `request` describes (clawmark.executors.cluster.request) on this node.

    Returns {"node": {node_id, hostname, pid}} plus either {"refused": reason} (the environment
    or the task folder differs), {"error": reason} (the run failed without a verdict log), or
    {"verdict_hash", "objects": [[digest, suffix, frame]…], "record": {…}}.
    """
    node = _identity()
    announce(request["ticket"], node)
    reason = environment.differences(request["expected"], environment.harness())
    if reason is None:
        reason, task = _task(request)
    if reason:
        return {"node": node, "refused": reason}
    with tempfile.TemporaryDirectory(prefix="clawmark-ray-") as tmp:
        store = Store(Path(tmp))
        runner = _children.get(request["elsewhere"]) or _children.setdefault(request["elsewhere"], ChildRunner(
            1, environment=child_environment if request["elsewhere"] else os.environ.copy, supervised=True))
        result = runner.run(task, request["agent"], store, request["repeat"], request["order"],
                            request["backend"], request["options"])
        if not result.verdict_hash:
            return {"node": node, "error": result.log.invalid_reason}
        records = sorted((store.root / "records").rglob("*.json"))
        return {"node": node, "verdict_hash": result.verdict_hash,
                "objects": [[digest, suffix, store.path(digest, suffix).read_bytes()]
                            for digest, suffix in store.objects()],
                "record": json.loads(records[0].read_text(encoding="utf-8"))}


def _task(request: dict):
    """(None, the task) when the folder at the driver's path loads with the driver's digests,
    else (the reason, None)."""
    root = Path(request["task_root"])
    try:
        task = load_task(root)
    except InputError as e:
        return f"task folder {root} does not load on this node: {e.problems[0]}", None
    except OSError as e:
        return f"task folder {root} is not readable on this node: {e}", None
    code = AGENTS[request["agent"]].code_digest(task)
    actual = {"task_digest": task.digest, "agent_code_digest": code}
    reason = environment.differences({k: request[k] for k in actual}, actual)
    return (f"task folder {root}: {reason}", None) if reason else (None, task)


def announce(ticket: str, node: dict) -> None:
    """Tell the cluster which node plays the run `ticket`, before it starts: when the node dies,
    the driver names it in the run's `node lost` record (clawmark.executors.cluster). Kept in
    the key-value store of Ray's head (GCS), which outlives any other node; Ray has no public
    call for where a task ran without its dashboard."""
    from ray.experimental.internal_kv import _internal_kv_put

    _internal_kv_put(ticket, json.dumps(node), namespace=KV_NAMESPACE)


def announced(ticket: str) -> dict | None:
    """The node that announced the run `ticket`, or None when none did."""
    from ray.experimental.internal_kv import _internal_kv_get

    value = _internal_kv_get(ticket, namespace=KV_NAMESPACE)
    return json.loads(value) if value else None


def forget(ticket: str) -> None:
    """Remove the announcement of the run `ticket` (landed or cancelled)."""
    from ray.experimental.internal_kv import _internal_kv_del

    _internal_kv_del(ticket, namespace=KV_NAMESPACE)


def _identity() -> dict:
    """This node's Ray node id, host name and the worker's pid."""
    import ray

    return {"node_id": ray.get_runtime_context().get_node_id(), "hostname": socket.gethostname(), "pid": os.getpid()}
