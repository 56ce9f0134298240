"""The drill-down of one run: day by day, what the agent was told, what changed, what it did and
how every check judged it.

One dict per round (JSON-able, in the report's `runs[i]["rounds"]`):

    round, day, day_score        the round's number, ISO date, unpenalised day score (or None)
    prompt                       the wake-up prompt (None when the task folder is unavailable)
    events, mutations            [{id, notice}] announced / [{id, change}] applied silently, by id
    agent                        final_message, exit_status, error, stdout, stderr, input_tokens,
                                 output_tokens, tool_calls, seconds (from the run record)
    checks                       every verdict field of the verdict log, plus `detects` (the
                                 silent mutation the check watches, or None) and `missed` (that
                                 id when the check failed: the agent missed the change)

Rounds are those of the verdict log, and a round the record has beyond them (the round whose
agent became unavailable). Usage comes from the record, never from the log.
"""

from __future__ import annotations

import re

from clawmark.canonical import canonical_hash
from clawmark.records import RoundRecord, Run
from clawmark.report.stats import show
from clawmark.report.taskinfo import TaskInfo
from clawmark.scoring import by_round, weighted


def exit_status(outcome: RoundRecord) -> str:
    """"timed out", "exit code N" (an agent process), "crashed" (an in-process error) or "finished"."""
    if outcome.timed_out:
        return "timed out"
    if outcome.exit_code is not None:
        return f"exit code {outcome.exit_code}"
    return "crashed" if outcome.error else "finished"


def run_rounds(run: Run, info: TaskInfo) -> list[dict]:
    """The drill-down rounds of `run` (see the module docstring)."""
    verdicts = {r.round: r for r in run.log.rounds}
    outcomes = {r.round: r for r in run.record.rounds}
    scored = by_round({n: r.checks for n, r in verdicts.items()})  # a broken holding check counts where it broke
    rounds = []
    for number in sorted(verdicts.keys() | outcomes.keys()):
        verdict, outcome = verdicts.get(number), outcomes.get(number)
        rounds.append({
            "round": number,
            "day": verdict.day if verdict else None,
            "day_score": show(weighted(scored[number])) if verdict and scored[number] else None,
            "prompt": info.prompts.get(number),
            "events": [{"id": e, "notice": info.events.get(e)} for e in (verdict.events if verdict else [])],
            "mutations": [{"id": m, "change": info.mutations.get(m)} for m in (verdict.mutations if verdict else [])],
            "agent": _agent(outcome) if outcome else None,
            "checks": [_check(c.model_dump(mode="json"), info.detects.get(c.id))
                       for c in (verdict.checks if verdict else [])],
        })
    return rounds


def missed_changes(rounds: list[dict]) -> list[str]:
    """Ids of the silent mutations a failed check says the agent missed, in round order, once each."""
    return list(dict.fromkeys(c["missed"] for r in rounds for c in r["checks"] if c["missed"]))


def _agent(outcome: RoundRecord) -> dict:
    return {
        "final_message": outcome.final_message, "exit_status": exit_status(outcome), "error": outcome.error,
        "stdout": outcome.stdout, "stderr": outcome.stderr,
        "input_tokens": outcome.usage.input_tokens, "output_tokens": outcome.usage.output_tokens,
        "tool_calls": outcome.usage.tool_calls, "seconds": str(outcome.seconds),
    }


def _check(verdict: dict, detects: str | None) -> dict:
    return {**verdict, "detects": detects, "missed": detects if detects and not verdict["passed"] else None}


def run_ids(runs: list[Run]) -> list[str]:
    """One page id per run, unique and stable: a readable slug of task, agent, model and repeat,
    then 8 hex digits of SHA-256 over those and the task digest and verdict hash (so the same runs
    get the same ids wherever their store lies); a run met again (the same record in two stores)
    gets -2, -3, … in run order."""
    ids, seen = [], {}
    for run in runs:
        log, record = run.log, run.record
        identity = [log.task.name, log.task.digest, log.agent, record.model or "", record.repeat, run.verdict_hash]
        slug = re.sub(r"[^a-z0-9]+", "-", f"{log.task.name} {log.agent} {record.model or ''} r{record.repeat}".lower())
        base = f"{slug.strip('-')[:80]}-{canonical_hash(identity)[:8]}"
        seen[base] = seen.get(base, 0) + 1
        ids.append(base if seen[base] == 1 else f"{base}-{seen[base]}")
    return ids
