"""The `command` agent: a scripted CLI agent solves a task; a hanging one is killed and recorded."""

import json
import sys
import time

import pytest
from click.testing import CliRunner

from clawmark.agents import AGENTS
from clawmark.agents.config import agent_spec
from clawmark.agents.sandbox import bwrap_problem
from clawmark.cli import main
from clawmark.runner import run_task
from clawmark.store import Store

from agent_helpers import FAKES, INSURANCE, checks_passed, insurance, left_file, record, task_copies


def command(cmd: str, **options) -> object:
    return agent_spec(AGENTS, "command", {"cmd": cmd, "bind": str(FAKES), **options})


def alive(pid: int) -> bool:
    """Whether process `pid` still runs (a zombie awaiting its reaper does not)."""
    try:
        status = open(f"/proc/{pid}/status").read()
    except FileNotFoundError:
        return False
    return "State:\tZ" not in status


def test_scripted_command_agent_completes_the_task(tmp_path):
    store = Store(tmp_path)
    result = run_task(insurance(), command(f"python3 {FAKES}/play_solution.py"), store)
    assert result.log.outcome == "scored" and result.log.score.task_success, checks_passed(result)
    rounds = record(store, result)["rounds"]
    assert [r["exit_code"] for r in rounds] == [0, 0, 0]
    assert '"payable_eur": 8120' in rounds[1]["stdout"]
    assert rounds[2]["final_message"].startswith("Settlement prepared")


def test_hanging_agent_is_killed_with_its_children(tmp_path):
    pid_file = tmp_path / "child.pid"
    store = Store(tmp_path / "runs")
    spec = command(f"{FAKES}/hang.sh {pid_file}", timeout="1", isolation="none")
    result = run_task(insurance(), spec, store)
    rounds = record(store, result)["rounds"]
    assert [r["timed_out"] for r in rounds] == [True, True, True]
    assert rounds[0]["error"] == "timed out after 1 s; the agent's processes killed"
    assert rounds[0]["stdout"] == "working on day 1\n"
    assert not alive(int(pid_file.read_text()))
    # scored on the state it left: the assessment it opened counts, nothing else does
    assert result.log.outcome == "scored"
    passed = checks_passed(result)
    assert passed["assessment_opened"] and not passed["estimate_total_read_from_pdf"]


def test_other_tasks_of_a_run_go_on_after_a_timeout(tmp_path):
    tasks = task_copies(tmp_path / "tasks", ["hang-a", "hang-b"])
    started = time.monotonic()
    out = CliRunner().invoke(main, ["run", str(tasks), "--store", str(tmp_path / "runs"), "--json",
                                    "--agent", "command", "--agent-opt", f"cmd={FAKES}/hang.sh -",
                                    "--agent-opt", f"bind={FAKES}", "--agent-opt", "timeout=1"])
    assert out.exit_code == 0, out.output
    assert time.monotonic() - started < 60
    runs = json.loads(out.stdout)["runs"]
    assert sorted(r["task"] for r in runs) == ["insurance/hang-a", "insurance/hang-b"]
    assert all(r["outcome"] == "scored" and r["weighted_score"] > 0 for r in runs)


def test_an_agent_that_fails_every_day_is_named_beside_its_score(tmp_path):
    args = ["run", str(INSURANCE), "--store", str(tmp_path / "runs"), "--agent", "command",
            "--agent-opt", "cmd=sh -c 'echo no model key >&2; exit 3'", "--agent-opt", "isolation=none"]
    out = CliRunner().invoke(main, args)
    assert out.exit_code == 0, out.output
    assert "scored 0.0 (the agent failed on 3 of 3 days)" in out.stderr
    assert ("the agent failed on 3 of 3 days — day 1: exit code 3 (stderr: no model key); day 2: exit code 3 "
            "(stderr: no model key); day 3: exit code 3 (stderr: no model key)") in out.stderr
    resumed = CliRunner().invoke(main, [*args, "--json"])  # read back from the run record
    [run] = json.loads(resumed.stdout)["runs"]
    assert run["resumed"] and run["agent_failures"][2] == "day 3: exit code 3 (stderr: no model key)"


def test_missing_program_makes_the_run_invalid(tmp_path):
    result = run_task(insurance(), command("no-such-agent-binary {prompt_file}"), Store(tmp_path))
    assert result.log.outcome == "invalid"
    assert "no-such-agent-binary" in result.log.invalid_reason and result.log.score is None


@pytest.mark.skipif(bool(bwrap_problem()), reason=f"bubblewrap cannot run here: {bwrap_problem()}")
def test_isolated_agent_cannot_read_checks_oracle_or_store(tmp_path):
    store = Store(tmp_path / "runs")
    store.root.mkdir()
    result = run_task(insurance(), command(f"{FAKES}/snoop.sh {INSURANCE} {store.root} search"), store)
    report = left_file(store, result, 1, "snoop.txt").decode()
    assert "missing " + str(INSURANCE / "checks.py") in report
    assert "missing " + str(INSURANCE / "oracle.py") in report
    found = [line for line in report.splitlines() if line.startswith("FOUND")]
    assert len(found) == 1 and found[0].endswith("/workspace/claims/CLM-0417/claim-form.txt"), report


def test_unconfined_fallback_is_recorded(tmp_path):
    store = Store(tmp_path)
    result = run_task(insurance(), command(f"{FAKES}/snoop.sh {INSURANCE} {store.root}", isolation="none"), store)
    assert "FOUND " + str(INSURANCE / "checks.py") in left_file(store, result, 1, "snoop.txt").decode()
    assert record(store, result)["rounds"][0]["stderr"].startswith("[isolation: none]")


def test_universe_time_is_the_agents_clock(tmp_path):
    store = Store(tmp_path)
    result = run_task(insurance(), command("date +%F_%H:%M", universe_time="true"), store)
    assert [r["stdout"][:16] for r in record(store, result)["rounds"]] == [
        "2024-03-04_08:30", "2024-03-05_08:30", "2024-03-06_08:30"]


def test_agent_output_is_kept_bounded(tmp_path):
    store = Store(tmp_path)
    result = run_task(insurance(), command("python3 -c 'print(\"x\" * 100000); print(\"END\")'"), store)
    stdout = record(store, result)["rounds"][0]["stdout"]
    assert stdout.startswith("[… 100005 bytes in all; the tail follows]") and stdout.endswith("x\nEND\n")
    assert len(stdout) < 16_100


@pytest.mark.skipif(bool(bwrap_problem()), reason=f"bubblewrap cannot run here: {bwrap_problem()}")
def test_isolated_agent_cannot_make_the_toolbox_writable(tmp_path):
    store = Store(tmp_path)
    result = run_task(insurance(), command(f"{FAKES}/escape.sh {sys.base_prefix}"), store)
    report = left_file(store, result, 1, "escape.txt").decode()
    assert report.splitlines() == ["CapEff:\t0000000000000000", "remount refused", "write refused"], report
