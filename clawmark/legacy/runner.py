"""Play one clawmark-v1 task on our live services: stage K runs as the change before day K, the
agent works, every service is snapshotted, and the stage's rubric runs over read-only managers
on the stored snapshots.

Outcome rules (as the walking skeleton): a stage that raises makes the run `invalid` with the
stage named (a missing asset shows as FileNotFoundError); a service or agent infrastructure
fault makes it `invalid` with the reason; a checker that raises fails its item and is named in
the log's `faults`; the run is otherwise `scored`. The verdict log (schema
clawmark.legacy-verdict/2) holds per stage the notification, time, wake-up prompt, the
services' snapshot hashes and the items, and both scores; it goes to the content-addressed store.
"""

from __future__ import annotations

import asyncio
import json
import logging
import shutil
import tempfile
import time
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

from clawmark import __version__, interrupt
from clawmark.agents import AGENTS, AgentStartError, RoundContext
from clawmark.agents.config import AgentSpec, agent_spec
from clawmark.canonical import canonical_hash
from clawmark.legacy.context import Context, materialize
from clawmark.legacy.loader import FORMAT, LegacyTask, RubricItem
from clawmark.legacy.scoring import scores
from clawmark.legacy.world import world_task
from clawmark.rescore import snapshots as stored_snapshots
from clawmark.endpoint import ServiceError
from clawmark.runner import keep_snapshots, play_round
from clawmark.services.fs.nofollow import stamp
from clawmark.taskdir import clock_for
from clawmark.store import Store, StoreError
from clawmark.world import World

SCHEMA = "clawmark.legacy-verdict/2"
logger = logging.getLogger(__name__)
ROUND_TIMEOUT_S = 1800


@dataclass(frozen=True)
class LegacyResult:
    task: str
    agent: str
    repeat: int
    verdict_hash: str
    log: dict
    resumed: bool = False

    def summary(self) -> dict:
        """The `--json` form of this run (weighted_score: `original`, as a fraction of 1)."""
        s = self.log.get("score") or {}
        return {"task": self.task, "agent": self.agent, "repeat": self.repeat, "format": FORMAT,
                "outcome": self.log["outcome"], "invalid_reason": self.log.get("invalid_reason"),
                "verdict_hash": self.verdict_hash,
                "weighted_score": float(s["original"]) if s else None,
                "strict_score": float(s["strict"]) if s else None,
                "red_line_violations": s.get("red_line_violations", []), "faults": self.log["faults"],
                "resumed": self.resumed}


def run_legacy(task: LegacyTask, agent: str | AgentSpec, store: Store, repeat: int = 0,
               backend: str = "local", force: bool = False) -> LegacyResult:
    """Run `task` with `agent` on a fresh World (`backend`: where servers run), store the log.

    A scored run of the same task content, agent and repeat already in `store` is resumed
    instead, unless `force`; an invalid one (an infrastructure fault) is run again.
    """
    spec = agent if isinstance(agent, AgentSpec) else agent_spec(AGENTS, agent)
    record_path = store.record_path(task.name, spec.key, repeat, task.digest)
    if not force and (resumed := _resumed(store, record_path)):
        return resumed
    started = time.monotonic()
    root = Path(tempfile.mkdtemp(prefix="cm1-", dir="/tmp"))
    outcomes: list[dict] = []
    try:
        log = _play(task, spec, store, root, backend, outcomes)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    interrupt.check()  # a stop signal: the run is not recorded
    digest = store.put_json(log)
    store.write_record(record_path, {
        "verdict_hash": digest, "task": task.name, "task_root": str(task.root), "format": FORMAT,
        "agent": spec.label, "agent_options": spec.options, "repeat": repeat, "outcome": log["outcome"],
        "harness_version": __version__, "seconds": round(time.monotonic() - started, 3), "rounds": outcomes,
    })
    return LegacyResult(task.name, spec.label, repeat, digest, log)


def _resumed(store: Store, record_path: Path) -> LegacyResult | None:
    """The stored result a run record names, when it is scored and its log and every snapshot
    it names read back and verify; else None (the run is redone; a damaged record, log or
    snapshot is named in a logged warning)."""
    if not record_path.is_file():
        return None
    try:
        record = json.loads(record_path.read_text(encoding="utf-8"))
        log = store.get_json(record["verdict_hash"]) if record.get("outcome") == "scored" else None
        if log is not None and log.get("schema") != SCHEMA:
            raise ValueError(f"not a {FORMAT} verdict log")
        verified: set[str] = set()
        for stage in (log or {}).get("stages", []):
            for service, digest in sorted(stage.get("snapshots", {}).items()):
                try:
                    store.verify_snapshot(digest, verified)
                except StoreError as e:
                    raise StoreError(f"snapshot {digest} ({stage['stage']}, {service}) does not verify: {e}") from None
    except (OSError, ValueError, KeyError, TypeError, AttributeError, StoreError) as e:
        logger.warning("warning: %s: unreadable (%s); the run is redone", record_path, e)
        return None
    if log is None:
        return None
    return LegacyResult(record["task"], record["agent"], record["repeat"], record["verdict_hash"], log, resumed=True)


def _play(task: LegacyTask, agent: AgentSpec, store: Store, root: Path, backend: str, outcomes: list) -> dict:
    log: dict[str, Any] = {"schema": SCHEMA, "format": FORMAT,
                           "task": {"name": task.name, "id": str(task.metadata["id"]), "digest": task.digest},
                           "agent": agent.label, "outcome": "scored", "invalid_reason": None,
                           "stages": [], "faults": [], "score": None}
    spec = world_task(task)
    clock = clock_for(spec)
    try:
        with World(spec, clock, backend=backend) as world:
            player = agent.create(spec)
            try:
                reason = _days(task, world, player, store, root, log, outcomes)
            finally:
                player.close()
    except ServiceError as e:
        reason = f"service failed: {e}"
    except AgentStartError as e:
        reason = f"agent could not start: {e}"
    if reason:
        return {**log, "outcome": "invalid", "invalid_reason": reason}
    return judge(task, store, log, root)


def _days(task: LegacyTask, world: World, player, store: Store, root: Path, log: dict, outcomes: list) -> str | None:
    """Play every stage and agent day; return why the run is invalid, or None."""
    (root / "tmp").mkdir()
    ctx = Context.live(task, world, root / "tmp")
    session_id = canonical_hash([task.digest, log["agent"]])[:16]
    (root / "home").mkdir()
    for k, stage in enumerate(task.stages):
        world.begin_round(k + 1)
        try:
            returned = asyncio.run(stage(ctx))
        except FileNotFoundError as e:
            return f"stage{k}: missing asset: {e.filename or e}" + (f" ({e.strerror})" if e.filename and e.strerror else "")
        except ServiceError:
            raise
        except Exception as e:  # a fault of the original task, reported by name
            return f"stage{k} raised {type(e).__name__}: {e}"
        notification, when = _notice(returned)
        prompt = wake_up(task, k, notification, when)
        prompt_file = root / "prompts" / f"stage{k}.md"
        prompt_file.parent.mkdir(exist_ok=True)
        prompt_file.write_text(prompt, encoding="utf-8")
        stamp(prompt_file, world.clock.now())
        faults = ctx.fs.take_faults()
        record, unavailable = play_round(player, RoundContext(
            task_name=task.name, round=k + 1, now=world.clock.now(), prompt=prompt, prompt_file=prompt_file,
            workspace=world.workspace, endpoints=dict(world.endpoints), env=world.env,
            timeout_s=int(task.metadata.get("timeout_seconds") or ROUND_TIMEOUT_S), session_id=session_id,
            home=root / "home"))
        outcomes.append({**record, "change_faults": faults} if faults else record)
        if unavailable:
            return f"agent unavailable: {unavailable}"
        if died := world.failure():
            return f"service died: {died}"
        after = world.snapshot()
        ctx.workspace = ctx.snapshots[f"stage{k}"] = materialize(after["fs"], root / "days" / f"stage{k}")
        log["stages"].append({"stage": f"stage{k}", "notification": notification, "time": when, "prompt": prompt,
                              "snapshots": keep_snapshots(store, after), "kb_page": ctx.notion.page})
    return None


def judge(task: LegacyTask, store: Store, log: dict, root: Path) -> dict:
    """Run every stage's rubric (and `final`, after the last day) over the stored snapshots.

    Each checker gets a read-only Context on its day's snapshots, its workspace restored under
    `root`, with `ctx.snapshots` naming the workspaces of that day and the days before. Returns
    `log` with items, faults and both scores filled in; nothing in it names `root`.
    """
    log = {**log, "faults": [], "stages": [dict(s) for s in log["stages"] if s["stage"] != "final"]}
    days: dict[str, Path] = {}
    judged = None
    tmp = root / "judge-tmp"
    tmp.mkdir(parents=True, exist_ok=True)
    for entry in log["stages"]:
        day = stored_snapshots(store, entry["snapshots"])
        days[entry["stage"]] = materialize(day["fs"], root / "judge" / entry["stage"])
        judged = Context.judged(task, day, days[entry["stage"]], tmp, entry["kb_page"])
        judged.snapshots = dict(days)
        entry["items"] = _judge([i for i in task.rubric if i.stage == entry["stage"]], judged, log, root)
    log["stages"].append({"stage": "final", "items": _judge([i for i in task.rubric if i.stage == "final"],
                                                              judged, log, root)})
    log["score"] = scores([i for s in log["stages"] for i in s["items"]])
    return log


def wake_up(task: LegacyTask, k: int, notification: str, when: str | None) -> str:
    """The day's message to the agent, as the original orchestrator built it: PROMPT first on
    day 0, then the notification, then the in-universe time."""
    text = f"{task.prompt}\n\n{notification}" if k == 0 else notification
    return f"{text}\n（当前时间：{when}）" if when else text


def _notice(returned: Any) -> tuple[str, str | None]:
    """(notification, ISO time) from a stage's return: a dict {notification, time} or a string."""
    if isinstance(returned, dict):
        return str(returned.get("notification", "")), (str(returned["time"]) if returned.get("time") else None)
    return ("" if returned is None else str(returned)), None


def _judge(items: list[RubricItem], ctx: Context, log: dict, root: Path) -> list[dict]:
    out = []
    for item in items:
        try:
            passed, detail = bool(asyncio.run(item.checker(ctx))), ""
        except Exception as e:  # counted as failed, as the original; named in the log's faults
            passed, detail = False, f"raised {type(e).__name__}"
            message = f"{e}".replace(str(root), "<day>")
            log["faults"].append(f"{item.stage}/{item.id}: checker raised {type(e).__name__}: {message}")
        out.append({"id": item.id, "weight": str(Decimal(str(item.weight))), "red_line": item.red_line,
                    "passed": passed, "detail": detail})
    return out
