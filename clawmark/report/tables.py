"""The report's sections as plain tables of strings, shared by the table, Markdown and HTML views.

Each cell is the report dict's own string (or "–" for a missing value), so every view shows
exactly the numbers of the JSON report. Each row may name where it leads (`targets`): a run's
drill-down (`run:<id>`) or an anchor of the report page (`#<id>`: the first run row of an agent,
or of an agent in a scenario or task); the HTML views turn them into links, the text views
ignore them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from clawmark.canonical import canonical_hash

MISSING = "–"


@dataclass(frozen=True)
class Section:
    """One table: `key` names the report list it shows; `numeric[i]` right-aligns column i;
    `targets[r]` is where row r leads (or None), shown as a link on cell `link_column`."""

    key: str
    title: str
    columns: list[str]
    rows: list[list[str]]
    numeric: list[bool]
    targets: list[str | None] = field(default_factory=list)
    link_column: int = 0


def cell(value) -> str:
    if value is None:
        return MISSING
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def interval(pair: list[str] | None) -> str:
    """A [low, high] pair as "low–high"."""
    return MISSING if pair is None else f"{pair[0]}–{pair[1]}"


def agent_anchor(row: dict) -> str:
    """The page anchor of an agent's runs: a slug of agent and model and 8 digits of their hash."""
    slug = re.sub(r"[^a-z0-9]+", "-", f"{row['agent']} {row['model'] or ''}".lower()).strip("-")
    return f"agent-{slug[:60]}-{canonical_hash([row['agent'], row['model'] or ''])[:8]}"


def _agent(row: dict) -> list[str]:
    return [row["agent"], cell(row["model"])]


def ordered_runs(report: dict) -> list[dict]:
    """The runs in leaderboard order of their agents, then by scenario, task and repeat."""
    rank = {(a["agent"], a["model"]): n for n, a in enumerate(report["agents"])}
    return sorted(report["runs"], key=lambda r: (rank[(r["agent"], r["model"])], r["task"], r["task_digest"],
                                                 r["repeat"], r["id"]))


def sections(report: dict) -> list[Section]:
    """The report's tables in reading order (the repeats table only when some task ran more than once)."""
    task = _task_labels(report)
    first = _first_runs(report)
    ks = range(2, max((len(a["pass_k"]) for a in report["agents"]), default=0) + 1)
    days = sorted({int(n) for r in report["rounds"] for n in r["days"]})
    curve_days = range(1, max((r["days_in_task"] for r in report["day_curves"]), default=0) + 1)
    to_agent = lambda r: f"#{agent_anchor(r)}"  # noqa: E731
    tables = [
        _section("agents", "Leaderboard",
                 ["agent", "model", "tasks", "scored", "invalid", "mean score", "95% CI", "success %", "95% CI",
                  "red-line %", *(f"pass^{k} %" for k in ks)],
                 [[*_agent(a), *_cells(a, "tasks", "scored", "invalid", "mean_score"), interval(a["mean_score_ci"]),
                   cell(a["success_rate"]), interval(a["success_rate_ci"]), cell(a["red_line_rate"]),
                   *(cell(a["pass_k"].get(str(k))) for k in ks)] for a in report["agents"]],
                 first_text=2, targets=[to_agent(a) for a in report["agents"]]),
        _section("repeats", "Repeats of the same task",
                 ["agent", "model", "task", "scored", "invalid", "mean score", "± spread", "min", "max", "successes",
                  "pass^k % (k = scored)"],
                 [[*_agent(r), task(r), *_cells(r, "scored", "invalid", "mean_score", "spread", "min_score",
                                                  "max_score", "successes"),
                   cell(r["pass_k"].get(str(r["scored"])))] for r in report["repeats"]], first_text=3,
                 targets=[first.get((r["agent"], r["model"], r["task"], r["task_digest"])) for r in report["repeats"]],
                 link_column=2),
        _section("scenarios", "Per scenario",
                 ["scenario", "agent", "model", "tasks", "scored", "invalid", "mean score", "success %", "red-line %"],
                 [[r["scenario"], *_agent(r), *_cells(r, "tasks", "scored", "invalid", "mean_score", "success_rate",
                                                      "red_line_rate")] for r in report["scenarios"]], first_text=3,
                 targets=[first.get((r["agent"], r["model"], r["scenario"])) for r in report["scenarios"]]),
        _section("day_curves", "Day-k curves: mean day score over tasks of the same number of days",
                 ["agent", "model", "days in task", "tasks", "runs", *(f"day {n}" for n in curve_days)],
                 [[*_agent(r), *_cells(r, "days_in_task", "tasks", "runs"),
                   *(cell(r["days"].get(str(n))) for n in curve_days)] for r in report["day_curves"]],
                 first_text=2, targets=[to_agent(r) for r in report["day_curves"]]),
        _section("rounds", "Per day (unpenalised day scores) and the first outside change",
                 ["agent", "model", *(f"day {n}" for n in days), "runs with change", "before", "after", "change"],
                 [[*_agent(r), *(cell(r["days"].get(str(n))) for n in days),
                   *_cells(r, "runs_with_change", "before_change", "after_change", "change")]
                  for r in report["rounds"]], first_text=2, targets=[to_agent(r) for r in report["rounds"]]),
        _section("taxonomy", "Failure taxonomy by check category",
                 ["agent", "model", "category", "checks", "failed", "failure %"],
                 [[*_agent(r), r["label"], *_cells(r, "checks", "failed", "failure_rate")]
                  for r in report["taxonomy"]], first_text=3, targets=[to_agent(r) for r in report["taxonomy"]]),
        _section("efficiency", "Efficiency (means per scored run)",
                 ["agent", "model", "runs", "mean score", "tokens", "input tokens", "output tokens", "tool calls",
                  "seconds"],
                 [[*_agent(r), *_cells(r, "scored", "mean_score", "mean_tokens", "mean_input_tokens",
                                       "mean_output_tokens", "mean_tool_calls", "mean_seconds")]
                  for r in report["efficiency"]], first_text=2, targets=[to_agent(r) for r in report["efficiency"]]),
        _runs_section(report, task),
    ]
    return [t for t in tables if t.key != "repeats" or t.rows]


def _runs_section(report: dict, task) -> Section:
    runs = ordered_runs(report)
    return _section("runs", "Runs",
                    ["task", "agent", "model", "repeat", "outcome", "score", "success", "red lines", "missed changes",
                     "tokens", "tool calls", "seconds", "verdict"],
                    [[task(r), *_agent(r), cell(r["repeat"]), _outcome(r), cell(r["score"]), cell(r["task_success"]),
                      ", ".join(r["red_line_violations"]) or MISSING, ", ".join(r["missed_changes"]) or MISSING,
                      cell(r["input_tokens"] + r["output_tokens"]), *_cells(r, "tool_calls", "seconds"),
                      r["verdict_hash"][:12]] for r in runs],
                    first_text=3, text_columns=(4, 6, 7, 8, 12), targets=[f"run:{r['id']}" for r in runs])


def run_row_anchors(report: dict) -> dict[str, str]:
    """Run id → the anchor its row in the runs table carries: the agent's anchor on its first run,
    `row-<id>` on the others."""
    anchors, seen = {}, set()
    for run in ordered_runs(report):
        agent = agent_anchor(run)
        anchors[run["id"]] = agent if agent not in seen else f"row-{run['id']}"
        seen.add(agent)
    return anchors


def _first_runs(report: dict) -> dict[tuple, str]:
    """(agent, model, scenario) and (agent, model, task, digest) → the anchor of their first run row."""
    anchors = run_row_anchors(report)
    first: dict[tuple, str] = {}
    for run in ordered_runs(report):
        for key in ((run["agent"], run["model"], run["scenario"]),
                    (run["agent"], run["model"], run["task"], run["task_digest"])):
            first.setdefault(key, f"#{anchors[run['id']]}")
    return first


def _task_labels(report: dict):
    """Task name, with its digest's first 12 digits when runs of several versions of it are mixed."""
    digests: dict[str, set[str]] = {}
    for run in report["runs"]:
        digests.setdefault(run["task"], set()).add(run["task_digest"])
    return lambda row: row["task"] + (f"@{row['task_digest'][:12]}" if len(digests[row["task"]]) > 1 else "")


def _cells(row: dict, *keys: str) -> list[str]:
    return [cell(row[k]) for k in keys]


def _outcome(run: dict) -> str:
    return run["outcome"] + (f": {run['invalid_reason']}" if run["invalid_reason"] else "")


def _section(key, title, columns, rows, first_text: int, text_columns: tuple[int, ...] = (), targets=(),
             link_column: int = 0) -> Section:
    numeric = [i >= first_text and i not in text_columns for i in range(len(columns))]
    return Section(key, title, columns, rows, numeric, list(targets), link_column)
