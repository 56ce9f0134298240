"""The Ray executor against a local run, and its throughput with one or two nodes, K = 1 or 2.

Usage: .venv/bin/python bench/ray_executor.py [TASK_PATH] [--repeats N] [--batch B]

Starts its own cluster on 127.0.0.1 (clawmark.testing.ray_cluster: 1 CPU, the `clawmark`
resource and a 100 MiB object store per node) and stops it at the end. Rows (wall-clock
medians over N repeats of the oracle on TASK_PATH, default investment-analyst/earnings-update,
always played, never resumed):

  local run          clawmark.runner.run_task in this process, with the world's peak memory (the
                     resident set of this process and its descendants, sampled every 0.1 s) and its
                     CPU seconds (this process and the servers it reaped)
  ray run            one run through RayExecutor on the one-node cluster, alternated with the
                     local runs. Overhead = the wall time beyond the run itself (its record's
                     `seconds`, timed where it was played) as a share of it, for both: what Ray
                     adds is the difference (target ≤ 10 %); the two walls are compared too,
                     though on a loaded machine the runs themselves vary more than that
  throughput         B runs (repeats 0…B−1) per batch on 1 node and on 2 nodes, K = 1 and 2;
                     runs per minute and the ratio to 1 node, K = 1 (all measured in this one run)
"""

from __future__ import annotations

import json
import os
import statistics
import tempfile
import threading
import time
from pathlib import Path

import click

from clawmark.agents import AGENTS
from clawmark.agents.config import agent_spec
from clawmark.executors import RunJob
from clawmark.runner import run_task
from clawmark.store import Store
from clawmark.taskdir import load_task
from clawmark.testing.processes import family, resident_bytes
from clawmark.testing.ray_cluster import local_cluster, node_args

DEFAULT_TASK = Path("tasks/investment-analyst/earnings-update")


@click.command()
@click.argument("task_path", required=False, type=click.Path(path_type=Path, file_okay=False), default=DEFAULT_TASK)
@click.option("--repeats", type=click.IntRange(1, 50), default=3, show_default=True)
@click.option("--batch", type=click.IntRange(1, 50), default=4, show_default=True, help="Runs per throughput batch.")
def main(task_path: Path, repeats: int, batch: int) -> None:
    task, oracle = load_task(task_path.resolve()), agent_spec(AGENTS, "oracle")
    with tempfile.TemporaryDirectory(prefix="clawmark-bench-ray-") as tmp, local_cluster(nodes=1) as cluster:
        from clawmark.executors.cluster import RayExecutor

        store = Store(Path(tmp))
        executors = {k: RayExecutor(cluster.address, worlds_per_node=k) for k in (1, 2)}
        executors[1].map([RunJob(task, oracle, force=True)], store, "local")  # warm: the node's worker and child
        local, remote, peak_mb, cpu_s = [], [], [], []
        for _ in range(repeats):  # alternated, so that the machine's load drifts into both alike
            seconds, peak, cpu = _measured(lambda: run_task(task, oracle, store, force=True))
            local.append((seconds, _played_s(store, task, oracle))), peak_mb.append(peak), cpu_s.append(cpu)
            remote.append((_seconds(lambda: executors[1].map([RunJob(task, oracle, force=True)], store, "local")),
                           _played_s(store, task, oracle)))
        wall, cpu = statistics.median(s for s, _ in local), statistics.median(cpu_s)
        print(f"local run {task.name}: {wall:.2f} s; world peak {statistics.median(peak_mb):.0f} MB resident, "
              f"{cpu:.2f} CPU s ({cpu / wall:.2f} cores while it runs)")
        print(_overhead("local run", local))
        print(_overhead("ray run", remote) + f"; wall {statistics.median(s for s, _ in remote):.2f} s, "
              f"{100 * (statistics.median(s for s, _ in remote) - wall) / wall:+.1f} % of the local run's")
        jobs = [RunJob(task, oracle, repeat=r, force=True) for r in range(batch)]
        rates = {}
        for nodes in (1, 2):
            if nodes == 2:
                cluster.add_node(**node_args())
                cluster.wait_for_nodes()
            for k in (1, 2):
                executors[k].map(jobs[:nodes * k], store, "local")  # warm every worker this shape uses
                batch_s = statistics.median(_seconds(lambda: executors[k].map(jobs, store, "local"))
                                            for _ in range(repeats))
                rates[nodes, k] = 60 * batch / batch_s
        for (nodes, k), rate in rates.items():
            print(f"throughput {nodes} node(s), K={k}: {rate:.2f} runs/min, {rate / rates[1, 1]:.2f}× 1 node K=1")


def _played_s(store: Store, task, oracle) -> float:
    """The seconds the last run of `task` took where it was played (its run record's `seconds`)."""
    record = json.loads(store.record_path(task.name, oracle.key, 0, task.digest).read_text(encoding="utf-8"))
    return float(record["seconds"])


def _overhead(what: str, samples: list[tuple[float, float]]) -> str:
    """The median of (wall − played) / played over (wall, played) samples, as a line."""
    share = statistics.median((wall - played) / played for wall, played in samples)
    return f"{what}: wall beyond the run itself {100 * share:+.1f} % (median of {len(samples)})"


def _seconds(fn) -> float:
    started = time.monotonic()
    fn()
    return time.monotonic() - started


def _measured(fn) -> tuple[float, float, float]:
    """(wall seconds, peak MB resident of this process and the descendants `fn` started, CPU
    seconds of this process and the children it reaped) of `fn()`."""
    peak, done = [0], threading.Event()
    before_run = family(os.getpid()) - {os.getpid()}  # the cluster's processes, not the world's

    def sample():
        while not done.wait(0.1):
            world = family(os.getpid()) - before_run
            peak[0] = max(peak[0], sum(resident_bytes(pid) for pid in world))

    sampler = threading.Thread(target=sample)
    before = os.times()
    sampler.start()
    try:
        seconds = _seconds(fn)
    finally:
        done.set()
        sampler.join()
    after = os.times()
    cpu = sum(after[i] - before[i] for i in range(4))  # user, system, children's user and system
    return seconds, peak[0] / 2**20, cpu


if __name__ == "__main__":
    main()
