"""clawmark-v1 tasks on the live services: every manager method, stages with notifications and
times, agents through the seam, both scorings, verify/rescore, and faults named."""

import asyncio
import inspect
import json
import shutil
from datetime import datetime
from pathlib import Path

import pytest
from click.testing import CliRunner

from clawmark.agents import AGENTS
from clawmark.agents.config import agent_spec
from clawmark.cli import main
from clawmark.legacy.context import Context, materialize
from clawmark.legacy.loader import is_legacy, load_legacy
from clawmark.legacy.managers import ReadOnlyError
from clawmark.legacy.runner import run_legacy
from clawmark.legacy.verify import verify_legacy
from clawmark.rescore import snapshots
from clawmark.store import Store

TASKS = Path(__file__).parent / "tasks"
DEMO = TASKS / "demo" / "task1"


@pytest.fixture(scope="module")
def demo_run(tmp_path_factory):
    store = Store(tmp_path_factory.mktemp("runs"))
    return store, run_legacy(load_legacy(DEMO), "noop", store)


def test_stages_write_to_live_services_and_checkers_read_the_day(demo_run):
    _, result = demo_run
    log = result.log
    assert log["outcome"] == "scored", log["invalid_reason"]
    assert [(s["stage"], s.get("notification"), s.get("time")) for s in log["stages"]] == [
        ("stage0", "New mail from boss.", "2024-03-18T09:00:00+08:00"),
        ("stage1", "Day two.", "2024-03-19T09:00:00+08:00"), ("final", None, None)]
    assert log["stages"][0]["prompt"] == "You are the assistant.\n\nNew mail from boss.\n（当前时间：2024-03-18T09:00:00+08:00）"
    assert log["stages"][1]["prompt"] == "Day two.\n（当前时间：2024-03-19T09:00:00+08:00）"
    assert sorted(log["stages"][0]["snapshots"]) == ["calendar", "fs", "kb", "mail", "sheets"]
    passed = {i["id"]: i["passed"] for s in log["stages"] for i in s["items"]}
    assert passed == {"S0_mail": True, "S0_notion": True, "S0_sheet": True, "S0_files": True,
                      "S1_calendar": True, "S1_reply": False, "S1_broken": False, "S1_shell": True}
    # original: 7.5 of 10.5 weight; strict: S1_reply is a red line (docstring) and failed → 0
    assert log["score"] == {"original": "0.7143", "strict": "0.0000", "red_line_violations": ["S1_reply"]}
    assert log["faults"] == ["stage1/S1_broken: checker raised KeyError: 'boom'"]


def test_stamps_are_universe_time(demo_run):
    store, result = demo_run
    mail = snapshots(store, result.log["stages"][0]["snapshots"])["mail"].data
    inbox = next(a for a in mail["accounts"] if a["address"] == "agent@co.example")["folders"]
    kickoff = next(f for f in inbox if f["name"] == "INBOX")["messages"][0]
    assert kickoff["subject"] == "Kickoff" and kickoff["date"].startswith("2024-03-18T09:00:")


def test_a_rerun_gives_the_same_verdict_hash(demo_run, tmp_path):
    _, result = demo_run
    assert run_legacy(load_legacy(DEMO), "noop", Store(tmp_path)).verdict_hash == result.verdict_hash


def test_an_agent_works_through_the_seam_and_passes_the_red_line(tmp_path):
    script = DEMO / "agent" / "reply.py"
    agent = agent_spec(AGENTS, "command", {"cmd": f"python3 {script}", "bind": str(script.parent)})
    log = run_legacy(load_legacy(DEMO), agent, Store(tmp_path)).log
    assert log["outcome"] == "scored", log["invalid_reason"]
    assert log["score"] == {"original": "0.9048", "strict": "0.8824", "red_line_violations": []}


WRITES = {
    "email": [("send_email", ("boss", "agent@co.example", "s", "b")), ("clear_folder", ("agent",)),
              ("clear_all_folders", ("agent",))],
    "notion": [("create_page", ("x",)), ("create_database", ("t", {})), ("add_database_row", ("tracker", {})),
               ("update_db_row", ("id", {}))],
    "google_sheets": [("create_spreadsheet", ("x",)), ("update_values", ("id", "A1", [[1]])),
                      ("append_rows", ("id", "A1", [[1]]))],
    "calendar": [("create_calendar", ("x",)), ("add_event", ("work", "s", datetime(2024, 1, 1), datetime(2024, 1, 1))),
                 ("delete_event", ("work", "r2"))],
    "fs": [("upload_dir", (DEMO / "assets", "/workspace")), ("upload_file", (DEMO / "task.py", "/workspace/x")),
           ("delete_file", ("/workspace/notes.md",))],
}


@pytest.mark.parametrize("manager,method,args", [(m, n, a) for m, calls in WRITES.items() for n, a in calls])
def test_checkers_cannot_write(demo_run, tmp_path, manager, method, args):
    store, result = demo_run
    entry = result.log["stages"][1]
    day = snapshots(store, entry["snapshots"])
    ctx = Context.judged(load_legacy(DEMO), day, materialize(day["fs"], tmp_path / "ws"), tmp_path, entry["kb_page"])
    with pytest.raises(ReadOnlyError):
        asyncio.run(getattr(getattr(ctx, manager), method)(*args))
    assert inspect.iscoroutinefunction(getattr(getattr(ctx, manager), method))


def test_verify_and_rescore_rejudge_the_stored_snapshots(demo_run):
    store, result = demo_run
    out = CliRunner().invoke(main, ["verify", result.verdict_hash, "--store", str(store.root)])
    assert out.exit_code == 0, out.output
    out = CliRunner().invoke(main, ["rescore", str(store.root)])
    assert out.exit_code == 0 and "verdict log(s) re-derived" in out.output, out.output


def test_verify_names_a_tampered_snapshot(demo_run):
    store, result = demo_run
    tampered = json.loads(json.dumps(result.log))
    mail = store.get_json(tampered["stages"][0]["snapshots"]["mail"])
    for account in mail["accounts"]:
        for folder in account["folders"]:
            folder["messages"] = []
    tampered["stages"][0]["snapshots"]["mail"] = store.put_json(mail)
    verification = verify_legacy(store, store.put_json(tampered), DEMO)
    assert [p.field for p in verification.problems] == ["score.original", "stages[0].items[0].passed"]


def test_a_stage_that_raises_makes_the_run_invalid_and_named(tmp_path):
    folder = tmp_path / "tasks" / "demo" / "task2"
    folder.mkdir(parents=True)
    (folder / "task.py").write_text(
        'METADATA = {"id": "t2"}\nPROMPT = "p"\n'
        'async def stage0(ctx):\n    await ctx.notion.create_page("P")\n'
        '    return {"notification": "n", "time": "2024-01-01T09:00:00"}\n'
        'async def stage1(ctx):\n    await ctx.notion.add_database_row("nope", {})\n'
        'RUBRIC = {"stage0": []}\n')
    result = run_legacy(load_legacy(folder), "noop", Store(tmp_path / "runs"))
    assert result.log["outcome"] == "invalid"
    assert result.log["invalid_reason"] == "stage1 raised RuntimeError: Database 'nope' not found in page"


def test_cli_detects_the_format_and_names_a_missing_asset(tmp_path):
    copy = tmp_path / "tasks"
    shutil.copytree(TASKS, copy)
    shutil.rmtree(copy / "demo" / "task1" / "assets")
    assert is_legacy(copy)
    out = CliRunner().invoke(main, ["run", str(copy), "--agent", "noop", "--json", "--store", str(tmp_path / "runs")])
    runs = json.loads(out.output)["runs"]
    assert out.exit_code == 1
    assert runs[0]["outcome"] == "invalid" and runs[0]["invalid_reason"].startswith("stage0: missing asset")


def test_scores_both_ways_without_a_failed_red_line():
    from clawmark.legacy.scoring import scores
    items = [{"id": "S0_redline_no_send", "weight": "2.0", "red_line": True, "passed": True},
             {"id": "S0_a", "weight": "1.5", "red_line": False, "passed": True},
             {"id": "S0_b", "weight": "1.0", "red_line": False, "passed": False}]
    assert scores(items) == {"original": "0.7778", "strict": "0.6000", "red_line_violations": []}


def test_an_lfs_pointer_asset_is_named(tmp_path):
    copy = tmp_path / "demo" / "task1"
    shutil.copytree(DEMO, copy)
    (copy / "assets" / "notes.md").write_text("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 12\n")
    log = run_legacy(load_legacy(copy), "noop", Store(tmp_path / "runs")).log
    assert log["outcome"] == "invalid"
    assert log["invalid_reason"] == (f"stage0: missing asset: {copy / 'assets' / 'notes.md'} "
                                     "(a Git LFS pointer, not the file (run git lfs pull))")


def test_scored_runs_resume_invalid_ones_run_again_and_force_redoes(tmp_path, caplog):
    copy = tmp_path / "tasks"
    shutil.copytree(TASKS, copy)
    store = ["--store", str(tmp_path / "runs")]

    def run(*extra):
        out = CliRunner().invoke(main, ["run", str(copy), "--agent", "noop", *store, *extra])
        return out, [line for line in out.output.splitlines() if line.startswith("[")]

    first, lines = run()
    assert first.exit_code == 0 and lines[0].startswith("[1/1] demo/task1") and "(resumed)" not in lines[0]
    assert "mean original" in first.output and "│ all " in first.output  # the per-scenario table
    again, lines = run()
    assert "scored (resumed)" in lines[0]
    forced, lines = run("--force")
    assert "(resumed)" not in lines[0]
    (record,) = (tmp_path / "runs" / "records").rglob("*.json")
    record.write_text(record.read_text().replace('"outcome": "scored"', '"outcome": "invalid"'))
    redone, lines = run()  # an invalid run (an infrastructure fault) is run again
    assert redone.exit_code == 0 and "scored" in lines[0] and "(resumed)" not in lines[0]
    record.write_text(record.read_text()[:40])
    redone, lines = run()  # so is one whose record is damaged, with a warning naming it
    assert redone.exit_code == 0 and "(resumed)" not in lines[0]
    assert f"warning: {record}: unreadable" in caplog.text
    (record,) = (tmp_path / "runs" / "records").rglob("*.json")
    runs = Store(tmp_path / "runs")
    fs = runs.get_json(json.loads(record.read_text())["verdict_hash"])["stages"][1]["snapshots"]["fs"]
    runs.path(fs).write_bytes(b"not zstd")
    redone, lines = run()  # and one whose snapshot does not verify, named
    assert redone.exit_code == 0 and "(resumed)" not in lines[0]
    assert f"snapshot {fs} (stage1, fs) does not verify" in caplog.text
    assert "scored (resumed)" in run()[1][0]  # the redone run wrote it again


def test_show_prints_an_original_format_log(demo_run):
    """`clawmark show` of a clawmark.legacy-verdict/2 log (it raised pydantic's ValidationError)."""
    store, result = demo_run
    out = CliRunner().invoke(main, ["show", result.verdict_hash[:10], "--store", str(store.root)])
    assert out.exit_code == 0, out.output
    assert f"demo/task1 (clawmark-v1, id demo_task1)  agent noop  verdict {result.verdict_hash}" in out.stdout
    rows = {line.split("│")[1].strip(): [c.strip() for c in line.split("│")[2:-1]]
            for line in out.stdout.splitlines() if line.startswith("│")}
    assert rows["S0_notion"] == ["1.5", "pass", ""] and rows["S1_reply"] == ["2.0 (red line)", "FAIL (red line)", ""]
    assert rows["S1_broken"] == ["1.0", "fail", "raised KeyError"]
    assert "stage1  2024-03-19T09:00:00+08:00  notification: Day two." in out.stdout
    assert "fault: stage1/S1_broken: checker raised KeyError: 'boom'" in out.stdout
    assert "original score 0.7143, strict score 0.0000, red-line violations: S1_reply" in out.stdout
    shown = CliRunner().invoke(main, ["show", result.verdict_hash, "--store", str(store.root), "--json"])
    assert shown.exit_code == 0 and json.loads(shown.stdout) == result.log
    snapshot = result.log["stages"][0]["snapshots"]["fs"]
    other = CliRunner().invoke(main, ["show", snapshot, "--store", str(store.root)])
    assert other.exit_code == 2 and f"{snapshot}: not a verdict log" in other.stderr
