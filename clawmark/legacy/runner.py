"""Play one clawmark-v1 task: stage K runs as the change before day K, the agent works, the
world is snapshotted, the stage's rubric runs over read-only managers on that snapshot.

Outcome rules (as the walking skeleton): a stage that raises (a missing asset shows as a
FileNotFoundError) makes the run `invalid` with the stage named; a checker that raises fails
its item and is named in the log's `faults`; the run is otherwise `scored`. The verdict log
(schema clawmark.legacy-verdict/1) holds per-stage notification, time, snapshot hashes and
items, and both scores; it goes to the content-addressed store like ClawMark's own logs.
"""

from __future__ import annotations

import asyncio
import shutil
import tempfile
import time
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

from clawmark import __version__
from clawmark.legacy import snapshots
from clawmark.legacy.loader import FORMAT, LegacyTask, RubricItem
from clawmark.legacy.managers import (CalendarManager, EmailManager, FilesystemManager, NotionManager,
                                      SheetsManager, empty_state)
from clawmark.legacy.sandbox import Sandbox
from clawmark.legacy.scoring import scores
from clawmark.store import Store

SCHEMA = "clawmark.legacy-verdict/1"


class Context:
    """`ctx` of stages and checkers: managers by name, `workspace`, `task_dir`, `snapshots`."""

    def __init__(self, task: LegacyTask, state: dict, workspace: Path, read_only: bool):
        users = task.metadata.get("env_config", {}).get("email", {}).get("users", {})
        self.task_dir = task.root
        self.workspace = workspace
        self.snapshots: dict[str, Path] = {}
        self.sandbox = Sandbox(workspace, read_only)
        self.email = EmailManager(state, None, read_only, users)
        self.notion = NotionManager(state, None, read_only)
        self.google_sheets = SheetsManager(state, None, read_only)
        self.calendar = CalendarManager(state, None, read_only)
        self.fs = self.filesystem = FilesystemManager(state, None, read_only, workspace)
        self.fs._sandbox = self.sandbox  # some stages reach it as ctx.fs._sandbox


@dataclass(frozen=True)
class LegacyResult:
    task: str
    agent: str
    repeat: int
    verdict_hash: str
    log: dict

    def summary(self) -> dict:
        """The `--json` form of this run (weighted_score: `original`, as a fraction of 1)."""
        s = self.log.get("score") or {}
        return {"task": self.task, "agent": self.agent, "repeat": self.repeat, "format": FORMAT,
                "outcome": self.log["outcome"], "invalid_reason": self.log.get("invalid_reason"),
                "verdict_hash": self.verdict_hash,
                "weighted_score": float(s["original"]) if s else None,
                "strict_score": float(s["strict"]) if s else None,
                "red_line_violations": s.get("red_line_violations", []), "faults": self.log["faults"]}


def run_legacy(task: LegacyTask, agent_name: str, store: Store, repeat: int = 0) -> LegacyResult:
    """Run `task` with the agent `agent_name` (only `noop` acts here), store the log, return it."""
    started = time.monotonic()
    root = Path(tempfile.mkdtemp(prefix="cm1-", dir="/tmp"))
    try:
        log = _play(task, agent_name, store, root)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    digest = store.put_json(log)
    store.write_record(store.record_path(task.name, agent_name, repeat, task.digest), {
        "verdict_hash": digest, "task": task.name, "task_root": str(task.root), "format": FORMAT,
        "agent": agent_name, "repeat": repeat, "outcome": log["outcome"], "harness_version": __version__,
        "seconds": round(time.monotonic() - started, 3),
    })
    return LegacyResult(task.name, agent_name, repeat, digest, log)


def _play(task: LegacyTask, agent_name: str, store: Store, root: Path) -> dict:
    state, workspace = empty_state(), root / "workspace"
    workspace.mkdir()
    live = Context(task, state, workspace, read_only=False)
    log: dict[str, Any] = {"schema": SCHEMA, "format": FORMAT,
                           "task": {"name": task.name, "id": str(task.metadata["id"]), "digest": task.digest},
                           "agent": agent_name, "outcome": "scored", "invalid_reason": None,
                           "stages": [], "faults": [], "score": None}
    if agent_name != "noop":
        return _invalid(log, f"agent {agent_name!r} cannot yet play {FORMAT} tasks")
    for k, stage in enumerate(task.stages):
        try:
            returned = asyncio.run(stage(live))
        except FileNotFoundError as e:
            return _invalid(log, f"stage{k}: missing asset: {e.filename or e}")
        except Exception as e:  # a fault of the original task, reported by name
            return _invalid(log, f"stage{k} raised {type(e).__name__}: {e}")
        notification, when = _notice(returned)
        log["stages"].append({"stage": f"stage{k}", "notification": notification, "time": when,
                              "prompt": wake_up(task, k, notification, when),
                              "snapshot": snapshots.put(store, state, workspace)})
    return judge(task, store, log, root)


def judge(task: LegacyTask, store: Store, log: dict, root: Path) -> dict:
    """Run every stage's rubric (and `final`, on the last day) over the stored snapshots.

    Each checker gets a read-only Context on its day's restored world, with `ctx.snapshots`
    naming the workspaces of that day and the days before. Returns `log` with items, faults
    and both scores filled in.
    """
    log = {**log, "faults": [], "stages": [dict(s) for s in log["stages"] if s["stage"] != "final"]}
    days: dict[str, Path] = {}
    judged = None
    for entry in log["stages"]:
        days[entry["stage"]] = root / "judge" / entry["stage"]
        frozen = snapshots.restore(store, entry["snapshot"], days[entry["stage"]])
        judged = Context(task, frozen, days[entry["stage"]], read_only=True)
        judged.snapshots = dict(days)
        entry["items"] = _judge([i for i in task.rubric if i.stage == entry["stage"]], judged, log)
    log["stages"].append({"stage": "final", "items": _judge([i for i in task.rubric if i.stage == "final"], judged, log)})
    log["score"] = scores([i for s in log["stages"] for i in s["items"]])
    return log


def wake_up(task: LegacyTask, k: int, notification: str, when: str | None) -> str:
    """The day's message to the agent, as the original orchestrator built it: PROMPT first on
    day 0, then the notification, then the in-universe time."""
    text = f"{task.prompt}\n\n{notification}" if k == 0 else notification
    return f"{text}\n（当前时间：{when}）" if when else text


def _invalid(log: dict, reason: str) -> dict:
    return {**log, "outcome": "invalid", "invalid_reason": reason}


def _notice(returned: Any) -> tuple[str, str | None]:
    """(notification, ISO time) from a stage's return: a dict {notification, time} or a string."""
    if isinstance(returned, dict):
        return str(returned.get("notification", "")), (str(returned["time"]) if returned.get("time") else None)
    return ("" if returned is None else str(returned)), None


def _judge(items: list[RubricItem], ctx: Context, log: dict) -> list[dict]:
    out = []
    for item in items:
        try:
            passed, detail = bool(asyncio.run(item.checker(ctx))), ""
        except Exception as e:  # counted as failed, as the original; named in the log's faults
            passed, detail = False, f"raised {type(e).__name__}"
            log["faults"].append(f"{item.stage}/{item.id}: checker raised {type(e).__name__}: {e}")
        out.append({"id": item.id, "weight": str(Decimal(str(item.weight))), "red_line": item.red_line,
                    "passed": passed, "detail": detail})
    return out
