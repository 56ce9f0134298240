"""One run to play (RunJob) and the interface every executor offers (Executor)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from clawmark.agents.config import AgentSpec
from clawmark.runner import RunResult
from clawmark.store import Store
from clawmark.taskdir import Task

OnRound = Callable[[Task, int], None]
OnResult = Callable[[RunResult], None]


@dataclass(frozen=True)
class RunJob:
    """One (task, agent, repeat) run. `order`: the service start order (None: spec order);
    `force`: play it even when the store holds it; `elsewhere`: play it in a child process with
    another hash seed, time zone and locale (clawmark.child_run; the gate's second oracle run)."""

    task: Task
    agent: AgentSpec
    repeat: int = 0
    order: tuple[str, ...] | None = None
    force: bool = False
    elsewhere: bool = False


class Executor(Protocol):
    """Plays RunJobs with the servers on `backend` and lands their results in the driver's store."""

    name: str

    def map(self, jobs: list[RunJob], store: Store, backend: str, on_round: OnRound | None = None,
            on_result: OnResult | None = None) -> list[RunResult]:
        """One RunResult per job, in order. `on_round(task, n)` after each round played (or, where
        rounds are not seen, for each round when the run lands); `on_result` as each run ends.
        Raises clawmark.interrupt.Interrupted on a stop signal (runs under way are not stored)."""
        ...
