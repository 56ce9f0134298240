"""A flat export of check verdicts, one row per check of every verified run: CSV and JSONL.

Columns (CSV and JSONL keys alike): task, task_digest, scenario, agent, model, repeat,
verdict_hash, run_outcome, round, day, events, mutations, check, category, weight, red_line,
passed, detail. In CSV, `events` and `mutations` are joined with ";" and booleans are
true/false; in JSONL they stay lists and booleans. Checks of an invalid run's completed
rounds are included (run_outcome tells them apart).
"""

from __future__ import annotations

import csv
import json
from io import StringIO

from clawmark.records import Run

COLUMNS = ("task", "task_digest", "scenario", "agent", "model", "repeat", "verdict_hash", "run_outcome", "round",
           "day", "events", "mutations", "check", "category", "weight", "red_line", "passed", "detail")


def verdict_rows(runs: list[Run]) -> list[dict]:
    """One dict per check verdict, in run order, then round order, then check order."""
    rows = []
    for run in runs:
        log = run.log
        for r in log.rounds:
            for c in r.checks:
                rows.append({
                    "task": log.task.name, "task_digest": log.task.digest, "scenario": log.task.name.split("/", 1)[0],
                    "agent": log.agent, "model": run.record.model, "repeat": run.record.repeat,
                    "verdict_hash": run.verdict_hash, "run_outcome": log.outcome, "round": r.round, "day": r.day,
                    "events": r.events, "mutations": r.mutations, "check": c.id, "category": c.category,
                    "weight": c.weight, "red_line": c.red_line, "passed": c.passed, "detail": c.detail,
                })
    return rows


def render_jsonl(runs: list[Run]) -> str:
    """Check verdicts as JSON Lines (one object per line, keys in COLUMNS order)."""
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in verdict_rows(runs))


def render_csv(runs: list[Run]) -> str:
    """Check verdicts as CSV (RFC 4180, header row, `\\r\\n` line ends)."""
    out = StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS)
    writer.writeheader()
    for row in verdict_rows(runs):
        writer.writerow({**row, "events": ";".join(row["events"]), "mutations": ";".join(row["mutations"]),
                         "model": row["model"] or "", "red_line": str(row["red_line"]).lower(),
                         "passed": str(row["passed"]).lower()})
    return out.getvalue()
