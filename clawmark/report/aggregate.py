"""The report: verified runs aggregated per agent, task, scenario, day, check category.

`build_report` returns one JSON-able dict (schema `clawmark.report/2`); every renderer shows
this dict and nothing else. Numbers are decimal strings with one decimal (scores 0–100 and
rates in percent), counts are integers, missing values are null; an interval is a pair
[low, high] of such strings. Each run carries its page `id` and its drill-down `rounds`
(clawmark.report.details).

Aggregation rule: an agent is the pair (agent, model); lists per agent follow the leaderboard's
order, check categories the taxonomy's (CATEGORY_LABELS). Per-run numbers are first averaged over
the repeats of one task, then over tasks, so that every task weighs the same however often it
was run. Invalid runs are never averaged (as zeros or otherwise): they are counted apart.
Check failure rates are over all check verdicts of the agent's scored runs.
"""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from typing import Callable, Iterable

from clawmark.report.bootstrap import REPLICATES, bootstrap_interval
from clawmark.report.details import missed_changes, run_ids, run_rounds
from clawmark.report.facts import RunFacts, facts
from clawmark.records import Run
from clawmark.report.stats import mean, pass_hat_k, sample_spread, show, show_percent, show_sqrt
from clawmark.report.taskinfo import TaskInfo, task_info

SCHEMA = "clawmark.report/2"

CATEGORY_LABELS = {
    "silent_change": "silent-change detection",
    "backend_write": "backend write-back",
    "evidence": "evidence extraction",
    "communication": "communication",
    "workflow": "workflow",
    "red_line": "red line",
}

DEFINITIONS = {
    "mean score": "weighted score 0–100 (0 when a red line failed), mean over repeats, then over tasks",
    "95% CI": f"percentile bootstrap interval of the mean over tasks and their repeats ({REPLICATES} "
              "replicates, two-stage: tasks drawn with replacement, then each drawn task's repeats; seeded "
              "by the agent's name, so the same runs give the same interval)",
    "success": "share of runs in which every check passed, red lines included",
    "red-line rate": "share of runs with at least one failed red-line check",
    "invalid": "runs the harness could not complete (infrastructure faults); never scored, counted apart",
    "spread": "sample standard deviation of the weighted score over a task's scored repeats",
    "pass^k": "chance that k repeats of a task all succeed, C(successes, k) / C(repeats, k), mean over tasks; "
              "k from 2 to the fewest scored repeats of any of the agent's tasks (pass^1 is the success rate)",
    "repeats": "tasks an agent ran more than once (the table is left out when every task ran once)",
    "day n": "unpenalised weighted score of that round's checks (a check that holds for the run and broke counts "
             "on the round that broke it)",
    "day-k curve": "mean day-n score over tasks with the same number of days (their repeats averaged first)",
    "missed the change": "a failed check that detects a silent mutation (its `detects=`): the agent missed "
                         "that change",
    "first change": "the first round after day 1 with any applied event or mutation; "
                    "change = its day score minus the mean day score of the rounds before it",
    "failure rate": "failed check verdicts / check verdicts of the category, over scored runs",
    "efficiency": "tokens (input + output), tool calls and wall seconds per scored run, from run records",
}


def build_report(runs: list[Run], warnings: list[str], sources: list[str]) -> dict:
    """The report over verified `runs`; `warnings` and `sources` are carried into it.

    Reads each run's task folder (clawmark.report.taskinfo) for its drill-down; one that is
    missing or changed only leaves a note in the run's `task_note`.
    """
    all_facts = [facts(run) for run in runs]
    agents = sorted((_agent_row(group) for group in _group(all_facts, lambda f: f.agent_key).values()), key=_rank)
    rank = {(a["agent"], a["model"] or ""): n for n, a in enumerate(agents)}
    by_agent = _group(all_facts, lambda f: (rank[f.agent_key], f.agent_key))  # leaderboard order
    present = {c.check.category for f in all_facts for c in f.checks}
    categories = [c for c in CATEGORY_LABELS if c in present] + sorted(present - CATEGORY_LABELS.keys())
    infos: dict[tuple, TaskInfo] = {}
    for run in runs:
        key = (run.record.task_root, run.log.task.digest)
        if key not in infos:
            infos[key] = task_info(*key)
    return {
        "schema": SCHEMA,
        "sources": sources,
        "warnings": warnings,
        "definitions": DEFINITIONS,
        "agents": agents,
        "repeats": [_repeat_row(task_runs) for group in by_agent.values()
                    for task_runs in _group(group, lambda f: f.task_key).values() if len(task_runs) > 1],
        "scenarios": [_scenario_row(group) for group in
                      _group(all_facts, lambda f: (f.scenario, rank[f.agent_key])).values()],
        "rounds": [_rounds_row(group) for group in by_agent.values()],
        "day_curves": [row for group in by_agent.values() for row in _day_curve_rows(group)],
        "taxonomy": [row for group in by_agent.values() for row in _taxonomy_rows(group, categories)],
        "efficiency": [_efficiency_row(group) for group in by_agent.values()],
        "runs": [_run_row(f, run_id, infos[(f.run.record.task_root, f.task_digest)])
                 for f, run_id in zip(all_facts, run_ids(runs))],
    }


def _group(items: Iterable[RunFacts], key: Callable) -> dict:
    groups: dict = defaultdict(list)
    for item in items:
        groups[key(item)].append(item)
    return dict(sorted(groups.items()))


def task_mean(runs: list[RunFacts], value: Callable[[RunFacts], Fraction | None]) -> Fraction | None:
    """Mean over tasks of the mean over each task's scored runs of `value` (None values skipped)."""
    per_task = []
    for task_runs in _group((r for r in runs if not r.invalid), lambda f: f.task_key).values():
        values = [v for v in map(value, task_runs) if v is not None]
        if values:
            per_task.append(mean(values))
    return mean(per_task)


def _who(runs: list[RunFacts]) -> dict:
    return {"agent": runs[0].agent, "model": runs[0].model}


def _counts(runs: list[RunFacts]) -> dict:
    scored = [r for r in runs if not r.invalid]
    return {"tasks": len({r.task_key for r in scored}), "runs": len(runs), "scored": len(scored),
            "invalid": len(runs) - len(scored)}


def _outcome_means(runs: list[RunFacts]) -> dict:
    return {
        "mean_score": show(task_mean(runs, lambda r: r.score)),
        "success_rate": show_percent(task_mean(runs, lambda r: Fraction(r.success))),
        "red_line_rate": show_percent(task_mean(runs, lambda r: Fraction(r.red_line))),
    }


def _per_task(runs: list[RunFacts], value: Callable[[RunFacts], Fraction]) -> list[list[Fraction]]:
    """`value` of each scored run, one list per task (the bootstrap's groups)."""
    return [[value(r) for r in task_runs]
            for task_runs in _group((r for r in runs if not r.invalid), lambda f: f.task_key).values()]


def _interval(runs: list[RunFacts], name: str, value: Callable[[RunFacts], Fraction], display) -> list | None:
    label = "|".join((name, *runs[0].agent_key))
    interval = bootstrap_interval(_per_task(runs, value), label)
    return None if interval is None else [display(interval[0]), display(interval[1])]


def _intervals(runs: list[RunFacts]) -> dict:
    return {"mean_score_ci": _interval(runs, "mean_score", lambda r: r.score, show),
            "success_rate_ci": _interval(runs, "success_rate", lambda r: Fraction(r.success), show_percent)}


def _pass_k(runs: list[RunFacts]) -> dict[str, str]:
    """pass^k for k = 1 … the fewest scored repeats of any of the agent's tasks."""
    tallies = [(sum(r.success for r in task_runs), len(task_runs)) for task_runs in
               _group((r for r in runs if not r.invalid), lambda f: f.task_key).values()]
    if not tallies:
        return {}
    return {str(k): show_percent(mean(pass_hat_k(c, n, k) for c, n in tallies))
            for k in range(1, min(n for _, n in tallies) + 1)}


def _agent_row(runs: list[RunFacts]) -> dict:
    return {**_who(runs), **_counts(runs), **_outcome_means(runs), **_intervals(runs), "pass_k": _pass_k(runs)}


def _rank(row: dict) -> tuple:
    score = row["mean_score"]
    return (score is None, -Fraction(score) if score else 0, row["agent"], row["model"] or "")


def _repeat_row(runs: list[RunFacts]) -> dict:
    scores = [r.score for r in runs if not r.invalid]
    return {
        **_who(runs), "task": runs[0].task, "task_digest": runs[0].task_digest,
        **{k: v for k, v in _counts(runs).items() if k != "tasks"},
        "mean_score": show(mean(scores)), "spread": show_sqrt(sample_spread(scores)),
        "min_score": show(min(scores, default=None)), "max_score": show(max(scores, default=None)),
        "successes": sum(r.success for r in runs), "pass_k": _pass_k(runs),
    }


def _scenario_row(runs: list[RunFacts]) -> dict:
    return {"scenario": runs[0].scenario, **_who(runs), **_counts(runs), **_outcome_means(runs)}


def _rounds_row(runs: list[RunFacts]) -> dict:
    numbers = sorted({n for r in runs for n in r.days})
    return {
        **_who(runs),
        "days": {str(n): show(task_mean(runs, lambda r, n=n: r.days.get(n))) for n in numbers},
        "runs_with_change": sum(r.first_change is not None for r in runs),
        "before_change": show(task_mean(runs, lambda r: r.before_change)),
        "after_change": show(task_mean(runs, lambda r: r.after_change)),
        "change": show(task_mean(runs, lambda r: r.change)),
    }


def _day_curve_rows(runs: list[RunFacts]) -> list[dict]:
    """Per number of days in the task: the mean day-n score over those tasks, n = 1 … that number."""
    rows = []
    for length, group in _group((r for r in runs if not r.invalid), lambda f: len(f.days)).items():
        rows.append({**_who(group), "days_in_task": length, "tasks": len({r.task_key for r in group}),
                     "runs": len(group),
                     "days": {str(n): show(task_mean(group, lambda r, n=n: r.days.get(n))) for n in range(1, length + 1)}})
    return rows


def _taxonomy_rows(runs: list[RunFacts], categories: list[str]) -> list[dict]:
    rows = []
    for category in categories:
        verdicts = [c.check for r in runs for c in r.checks if c.check.category == category]
        failed = sum(not c.passed for c in verdicts)
        rows.append({**_who(runs), "category": category, "label": CATEGORY_LABELS.get(category, category),
                     "checks": len(verdicts), "failed": failed,
                     "failure_rate": show_percent(Fraction(failed, len(verdicts))) if verdicts else None})
    return rows


def _efficiency_row(runs: list[RunFacts]) -> dict:
    return {
        **_who(runs), "scored": sum(not r.invalid for r in runs),
        "mean_score": show(task_mean(runs, lambda r: r.score)),
        "mean_tokens": show(task_mean(runs, lambda r: Fraction(r.tokens))),
        "mean_input_tokens": show(task_mean(runs, lambda r: Fraction(r.input_tokens))),
        "mean_output_tokens": show(task_mean(runs, lambda r: Fraction(r.output_tokens))),
        "mean_tool_calls": show(task_mean(runs, lambda r: Fraction(r.tool_calls))),
        "mean_seconds": show(task_mean(runs, lambda r: r.seconds)),
    }


def _run_row(f: RunFacts, run_id: str, info: TaskInfo) -> dict:
    log = f.run.log
    rounds = run_rounds(f.run, info)
    return {
        "id": run_id, "task": f.task, "task_digest": f.task_digest, "scenario": f.scenario, **_who([f]), "repeat": f.repeat,
        "outcome": log.outcome, "invalid_reason": log.invalid_reason, "verdict_hash": f.run.verdict_hash,
        "record": str(f.run.record_path),
        "score": show(f.score), "unpenalised_score": show(f.unpenalised), "task_success": f.success,
        "red_line_violations": log.score.red_line_violations if log.score else [],
        "days": {str(n): show(v) for n, v in sorted(f.days.items())}, "first_change_round": f.first_change,
        "input_tokens": f.input_tokens, "output_tokens": f.output_tokens, "tool_calls": f.tool_calls,
        "seconds": show(f.seconds),
        "missed_changes": missed_changes(rounds), "task_note": info.note or None, "rounds": rounds,
    }
