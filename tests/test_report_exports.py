"""Exports for other tools: flat CSV/JSONL of check verdicts, and Inspect AI eval logs read back by inspect_ai."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from clawmark.store import Store
from conftest import clawmark
from report_fixtures import report_store  # noqa: F401  (session fixture)

INSPECT_AI = "inspect_ai==0.3.285"  # the release this export was checked against


def all_check_verdicts(store_dir: Path) -> list[tuple]:
    store = Store(store_dir)
    found = []
    for record in sorted((store_dir / "records").rglob("*.json")):
        digest = json.loads(record.read_text())["verdict_hash"]
        log = store.get_json(digest)
        found += [(digest, r["round"], c["id"], c["passed"]) for r in log["rounds"] for c in r["checks"]]
    return found


def test_csv_and_jsonl_hold_every_check_verdict(report_store):
    expected = all_check_verdicts(report_store)
    jsonl = clawmark("report", str(report_store), "--format", "jsonl")
    rows = [json.loads(line) for line in jsonl.stdout.splitlines()]
    assert sorted((r["verdict_hash"], r["round"], r["check"], r["passed"]) for r in rows) == sorted(expected)
    table = list(csv.DictReader(io.StringIO(clawmark("report", str(report_store), "--format", "csv").stdout)))
    assert len(table) == len(rows)
    assert [(r["check"], r["passed"], r["weight"]) for r in table] == \
        [(r["check"], str(r["passed"]).lower(), str(r["weight"])) for r in rows]
    mutated = next(r for r in table if r["task"] == "testing/tiny" and r["round"] == "2")
    assert mutated["mutations"] == "total-changed" and mutated["category"] in ("silent_change", "red_line")


@pytest.fixture(scope="session")
def inspect_ai_path() -> Path:
    """inspect_ai installed into its own folder (cached across runs), kept out of the project's venv."""
    target = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "clawmark" / INSPECT_AI.replace("==", "-")
    if not target.is_dir():
        staging = target.with_name(target.name + f".tmp{os.getpid()}")
        result = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                                 "--target", str(staging), INSPECT_AI], capture_output=True, text=True, timeout=600)
        if result.returncode != 0:
            pytest.skip(f"cannot install {INSPECT_AI} to read the export back: "
                        f"{(result.stderr.strip().splitlines() or ['pip failed'])[-1]}")
        staging.rename(target)
    return target


READ_BACK = """
import json, sys
from inspect_ai.log import read_eval_log
log = read_eval_log(sys.argv[1])
print(json.dumps({
    "status": log.status, "model": log.eval.model, "task": log.eval.task,
    "samples": [[s.id, s.epoch, s.scores["weighted_score"].value if s.scores else None,
                 s.scores["task_success"].value if s.scores else None, s.error.message if s.error else None]
                for s in log.samples],
    "means": {s.name: s.metrics["mean"].value for s in log.results.scores},
    "tokens": log.stats.model_usage[log.eval.model].total_tokens,
}))
"""


def test_inspect_log_loads_back_in_inspect_ai(report_store, inspect_ai_path, tmp_path):
    result = clawmark("report", str(report_store), "--format", "inspect", "--out", str(tmp_path / "inspect"))
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in (tmp_path / "inspect").iterdir()) == ["command_day-one.json", "noop.json", "oracle.json", "shortcut.json"]
    read = subprocess.run([sys.executable, "-c", READ_BACK, str(tmp_path / "inspect" / "oracle.json")],
                          env={**os.environ, "PYTHONPATH": str(inspect_ai_path)}, capture_output=True, text=True,
                          timeout=300)
    assert read.returncode == 0, read.stderr
    log = json.loads(read.stdout)
    assert (log["status"], log["model"], log["task"]) == ("success", "clawmark/oracle", "clawmark")
    report = json.loads(clawmark("report", str(report_store), "--format", "json").stdout)
    runs = [r for r in report["runs"] if r["agent"] == "oracle"]
    assert sorted(log["samples"], key=str) == sorted(
        ([r["task"], r["repeat"] + 1, float(r["score"]) if r["score"] else None,
          ("C" if r["task_success"] else "I") if r["score"] else None, r["invalid_reason"]] for r in runs), key=str)
    assert log["means"] == {"weighted_score": 65.0, "task_success": 0.6}  # (100 + 100 + 25 + 100 + 0) / 5; 3 of 5


def test_inspect_export_needs_an_out_folder(report_store):
    result = clawmark("report", str(report_store), "--format", "inspect")
    assert result.returncode == 2 and "--out FOLDER" in result.stderr


def test_a_one_file_format_refuses_a_folder_as_out(report_store, tmp_path):
    result = clawmark("report", str(report_store), "--format", "html", "--out", str(tmp_path))
    assert result.returncode == 2 and "is a folder" in result.stderr  # once an IsADirectoryError traceback


def test_writing_a_file_says_where(report_store, tmp_path):
    result = clawmark("report", str(report_store), "--format", "md", "--out", str(tmp_path / "r.md"))
    assert result.returncode == 0 and f"to {tmp_path / 'r.md'}" in result.stderr
    assert (tmp_path / "r.md").read_text(encoding="utf-8").startswith("#")
