"""End to end through the runner and the CLI: oracle, noop, resume, crashes, invalid runs, show, up."""

from __future__ import annotations

import hashlib
import json
import shutil
import signal
import subprocess
import sys

from clawmark.runner import run_task
from clawmark.store import Store
from clawmark.taskdir import content_digest, load_task
from conftest import REPO, TASKS, clawmark, write_task
from sample import covering_sample


def run_json(*args):
    result = clawmark("run", *args, "--json")
    return result, json.loads(result.stdout) if result.stdout else None


def test_run_of_a_folder_of_tasks_scores_the_oracle_100_and_the_noop_low(tmp_path):
    """`run` over a folder holding released tasks (a sample: the gate plays every one)."""
    folder = tmp_path / "tasks"
    for task in covering_sample(TASKS)[:2]:
        shutil.copytree(task.root, folder / task.name)
    result, oracle = run_json(str(folder), "--agent", "oracle", "--store", str(tmp_path / "s"))
    assert result.returncode == 0, result.stderr
    assert oracle["runs"] and all(
        (r["outcome"], r["weighted_score"], r["task_success"], r["red_line_violations"]) == ("scored", 100.0, True, [])
        for r in oracle["runs"])
    assert len(oracle["runs"]) == 2
    result, noop = run_json(str(folder), "--agent", "noop", "--store", str(tmp_path / "s"))
    assert all(r["outcome"] == "scored" and not r["task_success"] and r["weighted_score"] <= 20 for r in noop["runs"])
    assert {r["task"] for r in noop["runs"]} == {r["task"] for r in oracle["runs"]}


def test_tiny_task_round_trip_and_round_records(tiny_task, tmp_path):
    store = Store(tmp_path / "store")
    result = run_task(load_task(tiny_task), "oracle", store)
    log = result.log
    assert (log.outcome, log.score.weighted_score, log.score.task_success) == ("scored", "100.0", True)
    assert [(r.round, r.events, r.mutations) for r in log.rounds] == [(1, [], []), (2, [], ["total-changed"])]
    assert log.rounds[1].checks[0].detail == "answer=12"
    before, after = log.rounds[1].snapshots.before["fs"], log.rounds[1].snapshots.after["fs"]
    assert before != after and store.has(before) and store.has(after)
    assert store.get_json(result.verdict_hash) == log.canonical()


def test_rerun_resumes_unless_forced(tiny_task, tmp_path):
    store = Store(tmp_path / "store")
    task = load_task(tiny_task)
    first = run_task(task, "oracle", store)
    again = run_task(task, "oracle", store)
    forced = run_task(task, "oracle", store, force=True)
    assert (again.resumed, forced.resumed) == (True, False)
    assert first.verdict_hash == again.verdict_hash == forced.verdict_hash
    assert run_task(task, "oracle", store, repeat=1).resumed is False


def test_an_oracle_rewrite_that_leaves_the_world_alike_keeps_the_hash_and_is_rerun(tiny_task, tmp_path):
    store = Store(tmp_path / "store")
    first = run_task(load_task(tiny_task), "oracle", store)
    oracle = tiny_task / "oracle.py"
    oracle.write_text("# the same solution, reworded\n" + oracle.read_text())
    (tiny_task / "counters").mkdir()
    (tiny_task / "counters/day1-only.py").write_text("def round_1(ctx):\n    pass\n")
    task = load_task(tiny_task)
    again = run_task(task, "oracle", store)
    assert task.digest == first.log.task.digest
    assert again.resumed is False and again.verdict_hash == first.verdict_hash
    record = json.loads(store.record_path(task.name, "oracle", 0, task.digest).read_text())
    assert record["agent_code_digest"] == hashlib.sha256(oracle.read_bytes()).hexdigest()
    assert run_task(task, "oracle", store).resumed is True


def test_a_crashing_agent_is_recorded_and_scored_on_the_state_it_left(tmp_path):
    task = load_task(write_task(tmp_path / "t", oracle="def round_1(ctx):\n    raise RuntimeError('boom')\n"))
    store = Store(tmp_path / "store")
    result = run_task(task, "oracle", store)
    assert result.log.outcome == "scored" and result.log.score.task_success is False
    record = json.loads(store.record_path(task.name, "oracle", 0, task.digest).read_text())
    assert record["rounds"][0]["error"] == "RuntimeError: boom"


def test_an_agent_that_cannot_start_makes_the_run_invalid(tmp_path):
    task = load_task(write_task(tmp_path / "t", oracle="import no_such_module\n"))
    log = run_task(task, "oracle", Store(tmp_path / "store")).log
    assert log.outcome == "invalid" and log.score is None
    assert "agent could not start" in log.invalid_reason and "no_such_module" in log.invalid_reason


def test_a_failing_change_makes_the_run_invalid(tiny_task, tmp_path):
    spec = (tiny_task / "task.yaml").read_text().replace('content: "12\\n"', "source: artifacts/total.txt")
    (tiny_task / "task.yaml").write_text(spec)
    (tiny_task / "artifacts").mkdir()
    (tiny_task / "artifacts/total.txt").write_text("12\n")
    task = load_task(tiny_task)
    (tiny_task / "artifacts/total.txt").unlink()  # gone after the task was read: the change cannot be made
    log = run_task(task, "oracle", Store(tmp_path / "store")).log
    assert log.outcome == "invalid" and "source file artifacts/total.txt not found" in log.invalid_reason
    assert len(log.rounds) == 1


def test_a_change_the_agent_stands_in_the_way_of_is_a_fault_of_a_scored_run(tiny_task, tmp_path):
    spec = (tiny_task / "task.yaml").read_text().replace(
        "        kind: fs.write\n        path: data/total.txt\n        content: \"12\\n\"",
        "        kind: fs.delete\n        path: answer.txt")
    (tiny_task / "task.yaml").write_text(spec)
    store, task = Store(tmp_path / "store"), load_task(tiny_task)
    result = run_task(task, "noop", store)  # never writes the answer.txt the world deletes before day 2
    assert result.log.outcome == "scored"
    rounds = json.loads(store.record_path(task.name, "noop", 0, task.digest).read_text())["rounds"]
    assert "change_faults" not in rounds[0]
    assert rounds[1]["change_faults"] == ["total-changed: fs.delete not applied: answer.txt is not there"]


def test_a_file_as_store_is_bad_input(tiny_task, tmp_path):
    (tmp_path / "file").write_text("x")
    for verb in (["run", str(tiny_task)], ["show", "abcd"], ["verify", "abcd"]):
        result = clawmark(*verb, "--store", str(tmp_path / "file"))
        assert result.returncode == 2 and "is a file" in result.stderr, verb  # run once gave NotADirectoryError


def test_cli_exit_status_and_show(tiny_task, tmp_path):
    store = tmp_path / "store"
    result, out = run_json(str(tiny_task), "--store", str(store), "--repeats", "2")
    assert result.returncode == 0
    assert [r["repeat"] for r in out["runs"]] == [0, 1]
    ended = sorted(line.split("] ")[1] for line in result.stderr.splitlines() if line.startswith("["))
    assert ended == ["testing/tiny oracle r0: scored 100.0", "testing/tiny oracle r1: scored 100.0"]  # no bar off a TTY
    digest = out["runs"][0]["verdict_hash"]
    shown = clawmark("show", digest[:10], "--store", str(store))
    assert shown.returncode == 0 and "answer_follows_total" in shown.stdout and "100.0" in shown.stdout
    raw = clawmark("show", digest, "--store", str(store), "--json")
    assert json.loads(raw.stdout)["task"]["name"] == "testing/tiny"
    missing = clawmark("show", "ffff", "--store", str(store))
    assert missing.returncode == 2 and "no stored object starts with it" in missing.stderr
    for bad in ("../../etc/passwd", "c", ""):  # '../..' once gave a traceback, 'c' a wrong "no matching"
        refused = clawmark("show", bad, "--store", str(store))
        assert refused.returncode == 2 and "give at least 4 hexadecimal digits" in refused.stderr, bad


def test_up_prints_endpoints_and_stops_on_interrupt(tiny_task):
    proc = subprocess.Popen([sys.executable, "-m", "clawmark", "up", str(tiny_task), "--round", "2", "--json"],
                            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        endpoints = json.loads(proc.stdout.readline())
        workspace = endpoints["fs"]["workspace"]
        with open(f"{workspace}/data/total.txt") as f:
            assert f.read() == "12\n", "round 2's mutation is applied"
        assert endpoints["prompt"]["round"] == 2 and endpoints["prompt"]["day"] == "2024-01-16"
        with open(endpoints["prompt"]["file"]) as f:
            assert "Keep answer.txt up to date." in f.read()
    finally:
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=30) == 0
    import os
    assert not os.path.exists(workspace), "the world is torn down"


def test_a_run_store_inside_the_task_folder_leaves_the_digest_alone(tmp_path):
    """An author who runs from inside the folder gets runs/ there; it is results, not the task
    (a lock pinned that way failed everywhere else). A seed file named runs/ still counts."""
    folder = shutil.copytree(TASKS / "insurance" / "water-damage-claim", tmp_path / "water-damage-claim")
    before = content_digest(folder)
    (folder / "runs" / "ab").mkdir(parents=True)
    (folder / "runs" / "ab" / "cdef.json.zst").write_bytes(b"a stored log")
    assert content_digest(folder) == before
    (folder / "seed" / "fs" / "runs").mkdir()
    (folder / "seed" / "fs" / "runs" / "x.txt").write_text("seeded")
    assert content_digest(folder) != before
