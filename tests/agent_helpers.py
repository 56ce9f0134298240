"""Helpers shared by the agent tests: the insurance task, copies of it, and files an agent left.

The agents play a frozen copy of version 1 of tasks/insurance/water-damage-claim (fs only), kept
under tests/fixtures/tasks/: the scripted solutions in tests/fakes/ solve that version, and the
released task is free to evolve.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from clawmark.runner import RunResult
from clawmark.store import Store
from clawmark.taskdir import Task, load_task

REPO = Path(__file__).resolve().parent.parent
INSURANCE = REPO / "tests/fixtures/tasks/water-damage-claim-v1"
FAKES = REPO / "tests/fakes"


def insurance() -> Task:
    return load_task(INSURANCE)


def task_copies(into: Path, ids: list[str]) -> Path:
    """Copies of the insurance task with other ids under `into`/insurance/; returns `into`."""
    for task_id in ids:
        target = into / "insurance" / task_id
        shutil.copytree(INSURANCE, target)
        spec = target / "task.yaml"
        spec.write_text(spec.read_text().replace("id: water-damage-claim", f"id: {task_id}", 1))
    return into


def left_file(store: Store, result: RunResult, round_number: int, path: str) -> bytes | None:
    """The bytes of workspace file `path` after round `round_number`, from the stored fs snapshot."""
    snapshot = store.get_json(result.log.rounds[round_number - 1].snapshots.after["fs"])
    entry = next((f for f in snapshot["files"] if f["path"] == path), None)
    return store.get_blob(entry["sha256"]) if entry else None


def record(store: Store, result: RunResult) -> dict:
    """The run record of `result`."""
    (path,) = (store.root / "records" / result.task).glob("*/r*.json")
    return json.loads(path.read_text())


def checks_passed(result: RunResult) -> dict[str, bool]:
    return {c.id: c.passed for r in result.log.rounds for c in r.checks}


def processes_running(*argv: str) -> list[int]:
    """Pids of live processes (not zombies) whose command line is exactly `argv`."""
    wanted = "\0".join(argv).encode() + b"\0"
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and (entry / "cmdline").read_bytes() == wanted \
                    and "State:\tZ" not in (entry / "status").read_text():
                found.append(int(entry.name))
        except OSError:
            continue
    return found
