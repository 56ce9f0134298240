"""clawmark-v1 tasks: loading, managers, stages with notifications and times, both scorings."""

import json

import pytest
from click.testing import CliRunner

from clawmark.cli import main
from clawmark.legacy.loader import is_legacy, load_legacy
from clawmark.legacy.managers import ReadOnlyError
from clawmark.legacy.runner import Context, run_legacy
from clawmark.store import Store
from pathlib import Path

TASKS = Path(__file__).parent / "tasks"


def test_demo_task_runs_with_notifications_times_and_both_scores(tmp_path):
    task = load_legacy(TASKS / "demo" / "task1")
    result = run_legacy(task, "noop", Store(tmp_path))
    log = result.log
    assert log["outcome"] == "scored"
    assert [(s["stage"], s.get("notification"), s.get("time")) for s in log["stages"]] == [
        ("stage0", "New mail from boss.", "2024-03-18T09:00:00+08:00"),
        ("stage1", "Day two.", "2024-03-19T09:00:00+08:00"), ("final", None, None)]
    passed = {i["id"]: i["passed"] for s in log["stages"] for i in s["items"]}
    assert passed == {"S0_mail": True, "S0_notion": True, "S0_sheet": True, "S0_files": True,
                      "S1_calendar": True, "S1_reply": False, "S1_broken": False}
    # original: 6.5 of 9.5 weight; strict: S1_reply is a red line (docstring) and failed → 0
    assert log["score"] == {"original": "0.6842", "strict": "0.0000", "red_line_violations": ["S1_reply"]}
    assert log["faults"] == ["stage1/S1_broken: checker raised KeyError: 'boom'"]


def test_checkers_read_snapshots_only(tmp_path):
    task = load_legacy(TASKS / "demo" / "task1")
    import asyncio
    from clawmark.legacy.managers import empty_state
    ctx = Context(task, empty_state(), tmp_path, read_only=True)
    with pytest.raises(ReadOnlyError):
        asyncio.run(ctx.notion.create_page("x"))


def test_cli_detects_the_format_and_names_a_missing_asset(tmp_path):
    copy = tmp_path / "tasks"
    import shutil
    shutil.copytree(TASKS, copy)
    (copy / "demo" / "task1" / "assets" / "notes.md").unlink()
    (copy / "demo" / "task1" / "assets").rmdir()
    assert is_legacy(copy)
    out = CliRunner().invoke(main, ["run", str(copy), "--agent", "noop", "--json", "--store", str(tmp_path / "runs")])
    runs = json.loads(out.output)["runs"]
    assert out.exit_code == 1
    assert runs[0]["outcome"] == "invalid" and runs[0]["invalid_reason"].startswith("stage0: missing asset")
