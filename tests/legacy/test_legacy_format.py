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
    assert log["stages"][0]["prompt"] == "You are the assistant.\n\nNew mail from boss.\n（当前时间：2024-03-18T09:00:00+08:00）"
    assert log["stages"][1]["prompt"] == "Day two.\n（当前时间：2024-03-19T09:00:00+08:00）"
    again = run_legacy(task, "noop", Store(tmp_path / "again"))
    assert again.verdict_hash == result.verdict_hash
    passed = {i["id"]: i["passed"] for s in log["stages"] for i in s["items"]}
    assert passed == {"S0_mail": True, "S0_notion": True, "S0_sheet": True, "S0_files": True,
                      "S1_calendar": True, "S1_reply": False, "S1_broken": False,
                      "S1_shell": True}
    # original: 7.5 of 10.5 weight; strict: S1_reply is a red line (docstring) and failed → 0
    assert log["score"] == {"original": "0.7143", "strict": "0.0000", "red_line_violations": ["S1_reply"]}
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
    out = CliRunner().invoke(main, ["run", str(copy), "--agent", "noop", "--json", "--format", "clawmark-v1",
                                    "--store", str(tmp_path / "runs")])
    runs = json.loads(out.output)["runs"]
    assert out.exit_code == 1
    assert runs[0]["outcome"] == "invalid" and runs[0]["invalid_reason"].startswith("stage0: missing asset")


def test_scores_both_ways_without_a_failed_red_line():
    from clawmark.legacy.scoring import scores
    items = [{"id": "S0_redline_no_send", "weight": "2.0", "red_line": True, "passed": True},
             {"id": "S0_a", "weight": "1.5", "red_line": False, "passed": True},
             {"id": "S0_b", "weight": "1.0", "red_line": False, "passed": False}]
    assert scores(items) == {"original": "0.7778", "strict": "0.6000", "red_line_violations": []}


def test_a_stage_that_raises_makes_the_run_invalid_and_named(tmp_path):
    folder = tmp_path / "tasks" / "demo" / "task2"
    folder.mkdir(parents=True)
    (folder / "task.py").write_text(
        'METADATA = {"id": "t2"}\nPROMPT = "p"\n'
        'async def stage0(ctx):\n    return {"notification": "n", "time": "2024-01-01T09:00:00"}\n'
        'async def stage1(ctx):\n    await ctx.notion.add_database_row("nope", {})\n'
        'RUBRIC = {"stage0": []}\n')
    result = run_legacy(load_legacy(folder), "noop", Store(tmp_path / "runs"))
    assert result.log["outcome"] == "invalid"
    assert result.log["invalid_reason"] == "stage1 raised ValueError: Database 'nope' not found"


def test_verify_and_rescore_rejudge_the_stored_snapshots(tmp_path):
    store = Store(tmp_path / "runs")
    result = run_legacy(load_legacy(TASKS / "demo" / "task1"), "noop", store)
    out = CliRunner().invoke(main, ["verify", result.verdict_hash, "--store", str(store.root)])
    assert out.exit_code == 0, out.output
    out = CliRunner().invoke(main, ["rescore", str(store.root)])
    assert out.exit_code == 0 and "1/1 verdict log(s) re-derived" in out.output, out.output


def test_verify_names_a_tampered_snapshot(tmp_path):
    from clawmark.legacy.verify import verify_legacy
    store = Store(tmp_path / "runs")
    result = run_legacy(load_legacy(TASKS / "demo" / "task1"), "noop", store)
    tampered = dict(result.log, stages=[dict(s) for s in result.log["stages"]])
    first = store.get_json(tampered["stages"][0]["snapshot"])
    first["state"]["email"] = {}
    tampered["stages"][0]["snapshot"] = store.put_json(first)
    digest = store.put_json(tampered)
    verification = verify_legacy(store, digest, TASKS / "demo" / "task1")
    assert [p.field for p in verification.problems] == ["score.original", "stages[0].items[0].passed"]
