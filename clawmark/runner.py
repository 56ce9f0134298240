"""One task run: world up → for each round (changes → agent → snapshots → checks) → verdict log.

The verdict log goes to the content-addressed store; timings, usage and agent output go to
the run record beside it. Infrastructure faults (a service that fails or dies, an agent that
cannot start) make the run `invalid`; an agent that crashes mid-round is recorded and its run
is scored on the state it left.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from pathlib import Path

from clawmark import __version__, interrupt
from clawmark.agents import AGENTS, AgentStartError, AgentUnavailable, RoundContext, RoundOutcome
from clawmark.agents.config import AgentSpec, agent_spec
from clawmark.canonical import canonical_hash
from clawmark.checking import Judgement, checker_digest
from clawmark.clock import UniverseClock
from clawmark.lint import task_checks
from clawmark.prompts import wake_up_prompt
from clawmark.records import RoundRecord, resumable
from clawmark.scoring import score
from clawmark.endpoint import ServiceError
from clawmark.services.base import Snapshot
from clawmark.services.fs.nofollow import stamp
from clawmark.store import Store
from clawmark.taskdir import Task, clock_for
from clawmark.verdicts import RoundSnapshots, RoundVerdict, TaskRef, VerdictLog
from clawmark.world import World


@dataclass(frozen=True)
class RunResult:
    """The outcome of one run, as the CLI reports it."""

    task: str
    agent: str
    repeat: int
    verdict_hash: str
    log: VerdictLog
    resumed: bool = False
    agent_failures: tuple[str, ...] = ()  # RoundRecord.failure of each round the agent failed in

    def summary(self) -> dict:
        """The `--json` form of this run."""
        s = self.log.score
        return {
            "task": self.task,
            "agent": self.agent,
            "repeat": self.repeat,
            "outcome": self.log.outcome,
            "invalid_reason": self.log.invalid_reason,
            "verdict_hash": self.verdict_hash,
            "weighted_score": float(s.weighted_score) if s else None,
            "task_success": s.task_success if s else False,
            "red_line_violations": s.red_line_violations if s else [],
            "resumed": self.resumed,
            "agent_failures": list(self.agent_failures),
        }


def run_task(
    task: Task,
    agent: str | AgentSpec,
    store: Store,
    repeat: int = 0,
    force: bool = False,
    order: list[str] | None = None,
    on_round=lambda task, round_number: None,
    backend: str = "local",
) -> RunResult:
    """Run `task` with `agent` (a name, or an AgentSpec with options), store the verdict log.

    A scored run whose record and verdict log already exist (and verify) for the same task
    digest, agent (name and identity options) and repeat is not redone unless `force`; an
    invalid one always is. `order` is the service start
    order (default: spec order); `backend` where the servers run (clawmark.backends; recorded in
    the run record, never hashed). A stop signal (clawmark.interrupt) raises Interrupted before
    the run starts or, once it has, before anything of it is stored.
    """
    interrupt.check()
    spec = agent if isinstance(agent, AgentSpec) else agent_spec(AGENTS, agent)
    if not force and (cached := stored_run(task, spec, store, repeat)):
        return cached
    session = Session(task, spec, store, task_checks(task), on_round, backend)
    log = session.run(order)
    interrupt.check()
    digest = store.put_json(log.canonical())
    store.write_record(store.record_path(task.name, spec.key, repeat, task.digest), run_record(
        task, spec, repeat, digest, log, seconds=session.seconds, backend=session.backend_info,
        rounds=session.outcomes))
    failures = tuple(f for o in session.outcomes if (f := RoundRecord.model_validate(o).failure()))
    return RunResult(task.name, spec.label, repeat, digest, log, agent_failures=failures)


def stored_run(task: Task, agent: AgentSpec, store: Store, repeat: int) -> RunResult | None:
    """The run of (`task`, `agent`, `repeat`) in `store` when it need not be played again (a
    scored run whose record and log verify, made with the same agent code), else None."""
    record_path = store.record_path(task.name, agent.key, repeat, task.digest)
    return _resume(record_path, agent.cls.code_digest(task))


def run_record(task: Task, agent: AgentSpec, repeat: int, digest: str, log: VerdictLog, **extra) -> dict:
    """The run record (clawmark.records.RunRecord) of a run whose verdict log `log` has SHA-256
    `digest`; `extra` adds fields (seconds, backend, rounds, executor …)."""
    return {
        "verdict_hash": digest,
        "task": task.name,
        "task_root": str(task.root),
        "agent": agent.label,
        "agent_options": agent.options,
        "agent_code_digest": agent.cls.code_digest(task),
        "model": agent.options.get("model"),
        "repeat": repeat,
        "outcome": log.outcome,
        "harness_version": __version__,
        "checker_digest": checker_digest(task.root / task.spec.checks),
        **extra,
    }


class Session:
    """The rounds loop of one run; collects verdicts and the unhashed per-round outcomes."""

    def __init__(self, task: Task, agent: AgentSpec, store: Store, checks, on_round, backend: str = "local"):
        self.task, self.agent, self.store, self.checks = task, agent, store, checks
        self.agent_name = agent.label
        self.on_round = on_round
        self.backend = backend
        self.backend_info: dict = {"backend": backend}
        self.rounds: list[RoundVerdict] = []
        self.judgement = Judgement(checks)
        self.outcomes: list[dict] = []
        self.seconds = 0.0

    def run(self, order: list[str] | None) -> VerdictLog:
        started = time.monotonic()
        try:
            reason = self._rounds(order)
        finally:
            self.seconds = round(time.monotonic() - started, 3)
        self.rounds = [r.model_copy(update={"checks": self.judgement.verdicts(r.round)}) if r.snapshots else r
                       for r in self.rounds]  # persistent checks now cover every round played
        ref = TaskRef(name=self.task.name, version=self.task.spec.version, digest=self.task.digest)
        if reason:
            return VerdictLog(task=ref, agent=self.agent_name, outcome="invalid", invalid_reason=reason, rounds=self.rounds)
        by_round = {r.round: r.checks for r in self.rounds}
        return VerdictLog(task=ref, agent=self.agent_name, outcome="scored", rounds=self.rounds, score=score(by_round))

    def _rounds(self, order) -> str | None:
        """Play every round; return the reason the run is invalid, or None."""
        clock = clock_for(self.task)
        try:
            with World(self.task, clock, order=order, backend=self.backend) as world:
                self.backend_info = world.backend.describe()
                agent = self.agent.create(self.task)
                try:
                    return self._play_rounds(world, clock, agent)
                finally:
                    agent.close()
        except ServiceError as e:
            return f"service failed: {e}"
        except AgentStartError as e:
            return f"agent could not start: {e}"

    def _play_rounds(self, world: World, clock: UniverseClock, agent) -> str | None:
        session_id = canonical_hash([self.task.digest, self.agent.key])[:16]
        home = Path(world.root) / "home"
        home.mkdir()
        for number, spec in enumerate(self.task.spec.rounds, 1):
            world.begin_round(number)
            verdict = RoundVerdict(
                round=number, day=spec.day.isoformat(),
                events=[e.id for e in spec.events], mutations=[m.id for m in spec.mutations],
            )
            faults = world.change_faults()
            before = world.snapshot()
            ctx = self._context(world, clock, number, session_id, home)
            record, unavailable = play_round(agent, ctx)
            self.outcomes.append({**record, "change_faults": faults} if faults else record)
            if unavailable:
                self.rounds.append(verdict)
                return f"agent unavailable: {unavailable}"
            if reason := world.failure():
                self.rounds.append(verdict)
                return f"service died: {reason}"
            after = world.snapshot()
            self.judgement.judge(after, before)
            verdict = verdict.model_copy(update={
                "snapshots": RoundSnapshots(before=keep_snapshots(self.store, before), after=keep_snapshots(self.store, after)),
            })
            self.rounds.append(verdict)
            self.on_round(self.task, number)
        return None

    def _context(self, world: World, clock: UniverseClock, number: int, session_id: str, home: Path) -> RoundContext:
        spec = self.task.spec
        prompt = wake_up_prompt(self.task, number, clock.now())
        prompt_file = Path(world.root) / "prompts" / f"round-{number}.md"
        prompt_file.parent.mkdir(exist_ok=True)
        prompt_file.write_text(prompt, encoding="utf-8")
        stamp(prompt_file, clock.now())  # universe time, as the agent may list it
        stamp(prompt_file.parent, clock.now())
        return RoundContext(
            task_name=self.task.name, round=number, now=clock.now(), prompt=prompt, prompt_file=prompt_file,
            workspace=world.workspace, endpoints=dict(world.endpoints), env=world.env,
            timeout_s=spec.limits.round_timeout_s, session_id=session_id, home=home, backend=world.backend,
        )



def keep_snapshots(store: Store, snapshots: dict[str, Snapshot]) -> dict[str, str]:
    """Store snapshots and their blobs; return service → snapshot hash."""
    for snapshot in snapshots.values():
        for blob in snapshot.blobs.values():
            store.put_blob(blob)
    return {name: store.put_json(s.data) for name, s in snapshots.items()}


def play_round(agent, ctx: RoundContext) -> tuple[dict, str | None]:
    """Run one round of the agent; return its record and, if its backend failed for good, why.

    Never raises for the agent's own errors: a crash is the agent's failure, scored on the
    state it left; AgentUnavailable (an infrastructure fault) makes the run invalid. Raises
    Interrupted when a stop signal arrived before or during the round.
    """
    interrupt.check()
    started = time.monotonic()
    unavailable = None
    try:
        outcome = agent.run_round(ctx)
    except AgentUnavailable as e:
        unavailable = str(e)
        outcome = RoundOutcome(error=f"AgentUnavailable: {e}")
    except Exception as e:  # noqa: BLE001
        outcome = RoundOutcome(error=f"{type(e).__name__}: {e}")
    interrupt.check()
    return {"round": ctx.round, "seconds": round(time.monotonic() - started, 3), **asdict(outcome)}, unavailable


def _resume(record_path: Path, code: str | None) -> RunResult | None:
    """The stored run at `record_path` when it need not be redone (clawmark.records.resumable)."""
    if (run := resumable(record_path, code)) is None:
        return None
    r = run.record
    failures = tuple(f for round_ in r.rounds if (f := round_.failure()))
    return RunResult(r.task, r.agent, r.repeat, r.verdict_hash, run.log, resumed=True, agent_failures=failures)
