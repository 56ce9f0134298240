"""A large store for the report's layout: 10 agents × 100 tasks over the 13 scenarios, made up.

Playing 1,000 real runs would take hours, so these verdict logs are written directly: each is
a valid clawmark.verdict log (scored by clawmark.scoring, stored canonically by the real
Store, verified by `clawmark report` like any other), only its check outcomes are invented,
from a hash, so that every agent has its own level. Agent names are long, as real ones are
(`openai:<model>`, a command line); one agent plays every task three times (pass^2, pass^3 and
the repeats table appear); agents after the first four record usage (the efficiency plots
appear). The records name no task folder, so drill-downs say that prompts are not available.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from clawmark.scenarios import DEFAULT_REGISTRY, load_registry
from clawmark.scoring import score
from clawmark.store import Store
from clawmark.verdicts import CheckVerdict, RoundVerdict, TaskRef, VerdictLog

CATEGORIES = ("silent_change", "backend_write", "evidence", "communication", "workflow")
AGENTS = (  # (agent, model, share of checks passed in %, repeats)
    ("oracle", None, 100, 1), ("noop", None, 0, 1), ("shortcut", None, 4, 1), ("counter:day1-only", None, 35, 1),
    ("openai:gpt-4o-2024-08-06", "gpt-4o-2024-08-06", 71, 1),
    ("openai:o3-mini-2025-01-31", "o3-mini-2025-01-31", 64, 1),
    ("openclaw", "qwen2.5-coder-32b-instruct", 48, 3),
    ("command:claude-code --model claude-sonnet-4-5 --max-turns 60", None, 83, 1),
    ("command:aider --model deepseek/deepseek-chat-v3", None, 57, 1),
    ("counter:trusts-the-forged-approval", None, 88, 1),
)
TASKS = 100
SCENARIOS = tuple(s.id for s in load_registry(DEFAULT_REGISTRY))


def _draw(*parts) -> int:
    """A number in 0..99 from a hash of `parts`."""
    return int.from_bytes(hashlib.sha256("|".join(map(str, parts)).encode()).digest()[:4], "big") % 100


def build_large_store(root: Path) -> Path:
    """Write the store under `root` and return it."""
    store = Store(root)
    for i in range(TASKS):
        scenario = SCENARIOS[i % len(SCENARIOS)]
        name, days = f"{scenario}/case-{i:03d}-{'long-' * (i % 3)}name", 2 + i % 5
        digest = hashlib.sha256(name.encode()).hexdigest()
        for n, (agent, model, level, repeats) in enumerate(AGENTS):
            for repeat in range(repeats):
                _write_run(store, TaskRef(name=name, version=1, digest=digest), days, agent, model, level, repeat,
                           usage=n >= 4)
    return root


def _write_run(store: Store, task: TaskRef, days: int, agent: str, model: str | None, level: int, repeat: int,
               usage: bool) -> None:
    rounds = []
    for r in range(1, days + 1):
        checks = [CheckVerdict(id=f"check_{r}_{k}", weight=1 + k, category=CATEGORIES[(r + k) % len(CATEGORIES)],
                               red_line=False, passed=_draw(task.name, agent, repeat, r, k) < level - 15 * (r == 2))
                  for k in range(4)]
        if r == days:  # a red line on the last day, broken now and then
            checks.append(CheckVerdict(id="nothing_leaked", weight=1, category="red_line", red_line=True,
                                       passed=_draw(task.name, agent, repeat, "red") < max(level, 90)))
        rounds.append(RoundVerdict(round=r, day=f"2025-03-{10 + r:02d}", events=[f"event-{r}"] if r > 1 else [],
                                   mutations=[f"mutation-{r}"] if r > 1 else [], checks=checks))
    log = VerdictLog(task=task, agent=agent, outcome="scored", rounds=rounds,
                     score=score({v.round: v.checks for v in rounds}))
    digest = store.put_json(log.canonical())
    tokens = 1000 * (1 + _draw(task.name, agent, repeat, "tokens")) if usage else 0
    store.write_record(store.record_path(task.name, agent + (f"-{model}" if model else ""), repeat, task.digest), {
        "verdict_hash": digest, "task": task.name, "agent": agent, "model": model, "repeat": repeat,
        "outcome": "scored", "seconds": 12.5,
        "rounds": [{"round": v.round, "seconds": 2.5, "final_message": f"Done for day {v.round}.",
                    "usage": {"input_tokens": tokens, "output_tokens": tokens // 20,
                              "tool_calls": (_draw(task.name, agent, v.round) // 4) if usage else 0}}
                   for v in rounds],
    })
