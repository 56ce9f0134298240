"""The local executor: runs in this process's threads, `jobs` at a time (`clawmark run -j N`)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from clawmark.child_run import ChildRunner
from clawmark.executors.job import OnResult, OnRound, RunJob
from clawmark.runner import RunResult, run_task
from clawmark.store import Store


class LocalExecutor:
    """Plays each job with clawmark.runner.run_task straight into the store (an `elsewhere` job
    in one of at most `jobs` child processes, clawmark.child_run)."""

    name = "local"

    def __init__(self, jobs: int = 1):
        self.jobs = jobs

    def map(self, jobs: list[RunJob], store: Store, backend: str, on_round: OnRound | None = None,
            on_result: OnResult | None = None) -> list[RunResult]:
        """See clawmark.executors.job.Executor.map."""
        with ChildRunner(self.jobs) as children, ThreadPoolExecutor(self.jobs) as pool:
            def one(job: RunJob) -> RunResult:
                order = list(job.order) if job.order is not None else None
                if job.elsewhere:
                    result = children.run(job.task, job.agent.cls.name, store, job.repeat, order, backend,
                                          job.agent.options)
                else:
                    result = run_task(job.task, job.agent, store, repeat=job.repeat, force=job.force, order=order,
                                      on_round=on_round or (lambda task, n: None), backend=backend)
                if on_result:
                    on_result(result)
                return result

            return list(pool.map(one, jobs))
