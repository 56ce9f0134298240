"""The Ray executor: each run is one Ray task on a cluster, at most K worlds a node.

Nodes offer the custom resource `clawmark` (1 per node: `ray start --resources '{"clawmark": 1}'`);
each run asks for 1/K of it (rounded down to Ray's 0.0001 granularity, so K fit and K + 1 do
not) and no CPU, so a node holds at most K worlds whatever its CPU count. The driver:

- resumes runs its store already holds (as `clawmark run` does) and submits only the others;
- sends each run's task path, agent and its own environment digests (clawmark.executors.node
  plays it and refuses it when the node differs);
- verifies and writes what a node hands back (object files, the run record naming the node) into
  its store; a refusal, a failure or a lost node lands as an `invalid` run with its reason
  (`node lost` when the node or its worker died: not retried, the next invocation plays it again);
- on a stop signal cancels every run in flight (ray.cancel, forced) and raises Interrupted.
"""

from __future__ import annotations

import logging
import math
import os
import secrets
import socket

from clawmark import interrupt
from clawmark.executors import environment, node
from clawmark.executors.job import OnResult, OnRound, RunJob
from clawmark.records import RoundRecord
from clawmark.runner import RunResult, run_record, stored_run
from clawmark.store import Store, StoreError
from clawmark.verdicts import TaskRef, VerdictLog

RESOURCE = "clawmark"
LOOPBACK = ("127.0.0.1", "localhost", "[::1]")
# Ray replaces a loopback head address by this host's network address unless this variable is 0
# (ray._private.services.get_node_ip_address), so a cluster on 127.0.0.1 needs it in the driver.
LOOPBACK_CLUSTER = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"
NODE_LOST = "node lost"
MAX_WORLDS = 64  # 1/K rounded down to 0.0001 holds exactly K for K ≤ 99
_POLL_S = 0.5  # how often the driver looks for a stop signal while runs are in flight


class ClusterUnavailable(Exception):
    """No Ray cluster at the address, or none of its nodes offers the `clawmark` resource."""


class RayExecutor:
    """Runs on the Ray cluster at `address` (None: RAY_ADDRESS or the local cluster `ray start`
    began), `worlds_per_node` (K, 1–64) at a time per node. Raises ClusterUnavailable (one line)
    from the constructor, before any run is played."""

    name = "ray"

    def __init__(self, address: str | None = None, worlds_per_node: int = 1):
        if not 1 <= worlds_per_node <= MAX_WORLDS:
            raise ClusterUnavailable(f"--worlds-per-node must be 1–{MAX_WORLDS}, not {worlds_per_node}")
        self.share = math.floor(10_000 / worlds_per_node) / 10_000
        self.address = address
        self._connect()

    def _connect(self) -> None:
        where = self.address or os.environ.get("RAY_ADDRESS") or "auto"
        if "://" not in where and where != "auto":
            _probe(where)
            if where.rpartition(":")[0] in LOOPBACK:
                os.environ[LOOPBACK_CLUSTER] = "0"  # before ray is imported: see LOOPBACK_CLUSTER
        import ray

        try:
            if not ray.is_initialized():
                ray.init(address=where, logging_level=logging.WARNING, log_to_driver=False,
                         configure_logging=False)
        except (ConnectionError, RuntimeError, ValueError) as e:
            raise ClusterUnavailable(f"no Ray cluster reachable at {where}: {str(e).splitlines()[0]}") from None
        offered = ray.cluster_resources().get(RESOURCE, 0)
        if offered < 1:
            raise ClusterUnavailable(f"no node of the Ray cluster at {where} offers the resource {RESOURCE!r} "
                                     f"(start nodes with: ray start --resources '{{\"{RESOURCE}\": 1}}')")
        self._play = ray.remote(node.play).options(num_cpus=0, resources={RESOURCE: self.share}, max_retries=0)

    def map(self, jobs: list[RunJob], store: Store, backend: str, on_round: OnRound | None = None,
            on_result: OnResult | None = None) -> list[RunResult]:
        """See clawmark.executors.job.Executor.map (rounds are reported when a run lands)."""
        import ray

        on_round = on_round or (lambda task, n: None)
        on_result = on_result or (lambda result: None)
        results: list[RunResult | None] = [None] * len(jobs)
        pending = {}
        expected = environment.harness()
        for i, job in enumerate(jobs):
            if not job.force and (stored := stored_run(job.task, job.agent, store, job.repeat)):
                results[i] = stored
                on_result(stored)
            else:
                ticket = secrets.token_hex(8)
                pending[self._play.remote(request(job, backend, expected, ticket))] = (i, ticket)
        try:
            while pending:
                interrupt.check()
                done, _ = ray.wait(list(pending), num_returns=1, timeout=_POLL_S)
                for ref in done:
                    i, ticket = pending.pop(ref)
                    job = jobs[i]
                    results[i] = land(job, _answer(ref, ticket), store)
                    for n in range(1, len(job.task.spec.rounds) + 1):
                        on_round(job.task, n)
                    on_result(results[i])
        except BaseException:
            for ref, (_, ticket) in pending.items():  # forced: a run blocks in a read from its child, which no interrupt ends
                ray.cancel(ref, force=True)
                node.forget(ticket)
            raise
        return results


def request(job: RunJob, backend: str, expected: dict[str, str], ticket: str) -> dict:
    """The JSON-able request clawmark.executors.node.play reads; `ticket` names this run in
    flight (clawmark.executors.node.announce)."""
    return {"ticket": ticket, "task_root": str(job.task.root), "task_digest": job.task.digest,
            "agent": job.agent.cls.name, "options": job.agent.options,
            "agent_code_digest": job.agent.cls.code_digest(job.task), "repeat": job.repeat,
            "order": list(job.order) if job.order is not None else None, "backend": backend,
            "elsewhere": job.elsewhere, "expected": expected}


def _answer(ref, ticket: str) -> dict:
    """The node's answer, or {"error"} for a run that raised and {"lost"} for a node that died
    (with the "node" the run had announced, when it got that far)."""
    import ray

    try:
        return ray.get(ref)
    except ray.exceptions.RayTaskError as e:
        return {"error": f"the run raised on its node: {str(e).strip().splitlines()[-1]}"}
    except ray.exceptions.RayError as e:
        placed = node.announced(ticket)
        return {"lost": f"{type(e).__name__}", **({"node": placed} if placed else {})}
    finally:
        node.forget(ticket)


def land(job: RunJob, answer: dict, store: Store) -> RunResult:
    """Write the node's answer into `store` and return the run's result (an `invalid` one, stored
    too, for a refusal, a failure or a lost node)."""
    where = {"executor": "ray", **answer.get("node", {})}
    if "lost" in answer:
        return _invalid(job, store, NODE_LOST, {**where, "error": answer["lost"], "retried": False})
    if "verdict_hash" not in answer:
        return _invalid(job, store, answer.get("refused") or answer["error"], where)
    try:
        for digest, suffix, frame in answer["objects"]:
            store.put_frame(digest, suffix, frame)
        log = VerdictLog.model_validate(store.get_json(answer["verdict_hash"]))
    except (StoreError, ValueError) as e:
        return _invalid(job, store, f"the node's answer does not verify: {e}", where)
    record = {**answer["record"], "task_root": str(job.task.root), "executor": where}
    store.write_record(store.record_path(job.task.name, job.agent.key, job.repeat, job.task.digest), record)
    failures = tuple(f for r in record.get("rounds", []) if (f := RoundRecord.model_validate(r).failure()))
    return RunResult(job.task.name, job.agent.label, job.repeat, answer["verdict_hash"], log, agent_failures=failures)


def _invalid(job: RunJob, store: Store, reason: str, where: dict) -> RunResult:
    task = job.task
    ref = TaskRef(name=task.name, version=task.spec.version, digest=task.digest)
    log = VerdictLog(task=ref, agent=job.agent.label, outcome="invalid", invalid_reason=reason, rounds=[])
    digest = store.put_json(log.canonical())
    store.write_record(store.record_path(task.name, job.agent.key, job.repeat, task.digest),
                       run_record(task, job.agent, job.repeat, digest, log, executor=where, rounds=[]))
    return RunResult(task.name, job.agent.label, job.repeat, digest, log)


def _probe(address: str) -> None:
    """Raise ClusterUnavailable unless something listens at `address` (host:port), within 5 s:
    ray.init itself would retry for a minute before it gives up."""
    host, _, port = address.rpartition(":")
    try:
        socket.create_connection((host or "127.0.0.1", int(port)), timeout=5).close()
    except (OSError, ValueError) as e:
        raise ClusterUnavailable(f"no Ray cluster reachable at {address}: {getattr(e, 'strerror', None) or e}") from None
