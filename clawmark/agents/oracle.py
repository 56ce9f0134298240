"""The oracle agent: runs the task's reference solution, `oracle.py`.

The module defines `round_1(ctx)`, `round_2(ctx)`, … (a missing function means nothing to do
that day). Each acts only through the services' own protocols and the workspace, exactly as a
real agent could; it receives the same RoundContext.
"""

from __future__ import annotations

from clawmark.agents.base import Agent, AgentStartError, RoundContext, RoundOutcome
from clawmark.pyfile import import_path


class OracleAgent(Agent):
    """Runs the task's reference solution (oracle.py), one `round_N(ctx)` per round."""

    name = "oracle"

    def __init__(self, task, options=None):
        super().__init__(task, options)
        path = task.root / task.spec.oracle
        try:
            self.module = import_path(path, f"clawmark_oracle_{task.digest[:16]}")
        except Exception as e:
            raise AgentStartError(f"{path}: cannot import: {type(e).__name__}: {e}") from e

    def run_round(self, ctx: RoundContext) -> RoundOutcome:
        solve = getattr(self.module, f"round_{ctx.round}", None)
        message = solve(ctx) if solve else None
        return RoundOutcome(final_message=message or "")
