"""The claims desk (tests/fixtures/tasks/claims-desk) played by its kit-written oracle, and the
States of its days rebuilt from the stored snapshots, as `clawmark verify` rebuilds them."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from checkers import State
from clawmark.rescore import snapshots
from clawmark.runner import RunResult, run_task
from clawmark.store import Store
from clawmark.taskdir import load_task

CLAIMS_DESK = Path(__file__).resolve().parent / "fixtures/tasks/claims-desk"


@dataclass(frozen=True)
class PlayedDesk:
    """One oracle run of the claims desk: its result and the store holding its snapshots."""

    result: RunResult
    store: Store

    def state(self, round_number: int) -> State:
        """The State after day `round_number`, with `before` (the day as the agent found it) and
        the earlier days' States, as the runner judges it."""
        taken = self.result.log.rounds[round_number - 1].snapshots
        return State(round_number, snapshots(self.store, taken.after), snapshots(self.store, taken.before),
                     earlier=tuple(self.state(n) for n in range(1, round_number)))


def play(store_root: Path) -> PlayedDesk:
    store = Store(store_root)
    return PlayedDesk(run_task(load_task(CLAIMS_DESK), "oracle", store), store)
