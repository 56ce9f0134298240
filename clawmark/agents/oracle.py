"""The oracle agent: runs the task's reference solution, `oracle.py`.

The module defines `round_1(ctx)`, `round_2(ctx)`, … (a missing function means nothing to do
that day). Each acts only through the services' own protocols and the workspace, exactly as a
real agent could; it receives the same RoundContext.
"""

from __future__ import annotations

import hashlib
from types import ModuleType
from typing import Callable

from clawmark.agents.base import Agent, AgentStartError, RoundContext, RoundOutcome
from clawmark.pyfile import import_path
from clawmark.taskdir import Task


def import_oracle(task: Task) -> ModuleType:
    """The task's oracle module; raises AgentStartError naming the file and the exception."""
    path = task.root / task.spec.oracle
    try:
        return import_path(path, f"clawmark_oracle_{task.digest[:16]}")
    except Exception as e:
        raise AgentStartError(f"{path}: cannot import: {type(e).__name__}: {e}") from e


def round_function(module: ModuleType, round_number: int) -> Callable | None:
    """The oracle's `round_<n>` function (1-based), or None when it defines none."""
    solve = getattr(module, f"round_{round_number}", None)
    return solve if callable(solve) else None


class OracleAgent(Agent):
    """Runs the task's reference solution (oracle.py), one `round_N(ctx)` per round."""

    name = "oracle"

    def __init__(self, task, options=None):
        super().__init__(task, options)
        self.module = import_oracle(task)

    @classmethod
    def code_digest(cls, task: Task) -> str | None:
        """SHA-256 of the task's oracle module (None when it is missing: the run is invalid then)."""
        path = task.root / task.spec.oracle
        return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None

    def run_round(self, ctx: RoundContext) -> RoundOutcome:
        solve = round_function(self.module, ctx.round)
        message = solve(ctx) if solve else None
        return RoundOutcome(final_message=message or "")
