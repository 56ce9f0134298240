"""The report's sections as plain tables of strings, shared by the table, Markdown and HTML views.

Each cell is the report dict's own string (or "–" for a missing value), so every view shows
exactly the numbers of the JSON report.
"""

from __future__ import annotations

from dataclasses import dataclass

MISSING = "–"


@dataclass(frozen=True)
class Section:
    """One table: `key` names the report list it shows; `numeric[i]` right-aligns column i."""

    key: str
    title: str
    columns: list[str]
    rows: list[list[str]]
    numeric: list[bool]


def cell(value) -> str:
    if value is None:
        return MISSING
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _agent(row: dict) -> list[str]:
    return [row["agent"], cell(row["model"])]


def sections(report: dict) -> list[Section]:
    """The report's tables in reading order."""
    task = _task_labels(report)
    ks = range(1, max((len(a["pass_k"]) for a in report["agents"]), default=0) + 1)
    days = sorted({int(n) for r in report["rounds"] for n in r["days"]})
    return [
        _section("agents", "Leaderboard", ["agent", "model", "tasks", "scored", "invalid", "mean score", "success %",
                                           "red-line %", *(f"pass^{k} %" for k in ks)],
                 [[*_agent(a), *_cells(a, "tasks", "scored", "invalid", "mean_score", "success_rate",
                                       "red_line_rate"), *(cell(a["pass_k"].get(str(k))) for k in ks)]
                  for a in report["agents"]], first_text=2),
        _section("repeats", "Repeats of the same task",
                 ["agent", "model", "task", "scored", "invalid", "mean score", "± spread", "min", "max", "successes",
                  "pass^k % (k = scored)"],
                 [[*_agent(r), task(r), *_cells(r, "scored", "invalid", "mean_score", "spread", "min_score",
                                                  "max_score", "successes"),
                   cell(r["pass_k"].get(str(r["scored"])))] for r in report["repeats"]], first_text=3),
        _section("scenarios", "Per scenario",
                 ["scenario", "agent", "model", "tasks", "scored", "invalid", "mean score", "success %", "red-line %"],
                 [[r["scenario"], *_agent(r), *_cells(r, "tasks", "scored", "invalid", "mean_score", "success_rate",
                                                      "red_line_rate")] for r in report["scenarios"]], first_text=3),
        _section("rounds", "Per day (unpenalised day scores) and the first outside change",
                 ["agent", "model", *(f"day {n}" for n in days), "runs with change", "before", "after", "change"],
                 [[*_agent(r), *(cell(r["days"].get(str(n))) for n in days),
                   *_cells(r, "runs_with_change", "before_change", "after_change", "change")]
                  for r in report["rounds"]], first_text=2),
        _section("taxonomy", "Failure taxonomy by check category",
                 ["agent", "model", "category", "checks", "failed", "failure %"],
                 [[*_agent(r), r["label"], *_cells(r, "checks", "failed", "failure_rate")]
                  for r in report["taxonomy"]], first_text=3),
        _section("efficiency", "Efficiency (means per scored run)",
                 ["agent", "model", "runs", "mean score", "tokens", "input tokens", "output tokens", "tool calls",
                  "seconds"],
                 [[*_agent(r), *_cells(r, "scored", "mean_score", "mean_tokens", "mean_input_tokens",
                                       "mean_output_tokens", "mean_tool_calls", "mean_seconds")]
                  for r in report["efficiency"]], first_text=2),
        _section("runs", "Runs",
                 ["task", "agent", "model", "repeat", "outcome", "score", "success", "red lines", "tokens",
                  "tool calls", "seconds", "verdict"],
                 [[task(r), *_agent(r), cell(r["repeat"]), _outcome(r), cell(r["score"]), cell(r["task_success"]),
                   ", ".join(r["red_line_violations"]) or MISSING, cell(r["input_tokens"] + r["output_tokens"]),
                   *_cells(r, "tool_calls", "seconds"), r["verdict_hash"][:12]] for r in report["runs"]],
                 first_text=3, text_columns=(4, 6, 7, 11)),
    ]


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


def _section(key, title, columns, rows, first_text: int, text_columns: tuple[int, ...] = ()) -> Section:
    numeric = [i >= first_text and i not in text_columns for i in range(len(columns))]
    return Section(key, title, columns, rows, numeric)
