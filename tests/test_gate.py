"""The release gate: passes the released task, and turns red naming RELEASE.lock when a verdict flips."""

import pytest
from click.testing import CliRunner

from clawmark.cli import main
from clawmark.diff import differences
from clawmark.gate import gate
from clawmark.taskdir import load_task


def test_released_task_passes_the_gate(task):
    [result] = gate([task], jobs=2)
    assert result.problems == []  # its counters meet every coverage rule: not even a warning
    assert result.verdict_hash == (task.root / "RELEASE.lock").read_text().strip()
    assert result.runs["oracle#0"].log.canonical() == result.runs["oracle#1"].log.canonical()
    shortcut = result.runs["shortcut#0"].log
    assert not shortcut.score.task_success
    # It does act: the copy-every-hash loophole passes the evidence register, and nothing more
    # (its placeholder files are new, so it damaged nothing: collateral passes).
    assert [c.id for r in shortcut.rounds for c in r.checks if c.passed and not c.red_line] == \
        ["evidence_register_complete", "collateral"]


def test_flipped_verdict_fails_naming_release_lock(task_copy):
    checks = task_copy / "checks.py"
    # The oracle reads 38 % from the photo; demanding 39 flips that check for every oracle run.
    checks.write_text(checks.read_text().replace(
        "return amount_is(state, ASSESSMENT, \"moisture_pct\", 38)", "return amount_is(state, ASSESSMENT, \"moisture_pct\", 39)"))
    out = CliRunner().invoke(main, ["gate", str(task_copy)])
    assert out.exit_code == 1
    lock_lines = [line for line in out.output.splitlines() if "gate.release_lock" in line]
    assert lock_lines and "RELEASE.lock" in lock_lines[0]
    assert "gate.oracle_score" in out.output and "moisture_read_from_photo" in out.output
    assert out.output.rstrip().splitlines()[-1].startswith("FAIL insurance/water-damage-claim")


def test_update_rewrites_the_lock_printing_old_and_new(task_copy):
    lock = task_copy / "RELEASE.lock"
    old = lock.read_text().strip()
    lock.write_text("0" * 64 + "\n")
    out = CliRunner().invoke(main, ["gate", "--update", str(task_copy)])
    assert out.exit_code == 0, out.output
    assert f"RELEASE.lock {'0' * 64} → {old}" in out.output
    assert lock.read_text().strip() == old


def test_lint_error_fails_the_gate_without_running(task_copy):
    checks = task_copy / "checks.py"
    checks.write_text("import time\n" + checks.read_text())
    [result] = gate([load_task(task_copy)])
    assert not result.passed and result.runs == {}
    assert any("imports time" in p.message for p in result.problems)


def test_differences_name_the_field_path():
    a = {"rounds": [{"checks": [{"id": "x", "passed": True}]}], "agent": "oracle"}
    b = {"rounds": [{"checks": [{"id": "x", "passed": False}]}], "agent": "oracle"}
    assert list(differences(a, b)) == [("rounds[0].checks[0].passed", True, False)]
    assert list(differences(a, a)) == []
    assert list(differences([1], [1, 2])) == [("[1]", "<absent>", 2)]


@pytest.mark.parametrize("detail, shows", [
    # A set of strings iterates in an order that changes with PYTHONHASHSEED.
    ("', '.join({'alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'})",
     "'"),
    # A naive local time depends on TZ.
    ("datetime.fromtimestamp(0).isoformat()", "'19"),
])
def test_a_check_depending_on_the_process_fails_determinism_naming_the_field(task_copy, detail, shows):
    checks = task_copy / "checks.py"
    checks.write_text("from datetime import datetime\n" + checks.read_text().replace(
        "    a = state.fs.read_json(ASSESSMENT)\n",
        f"    a = state.fs.read_json(ASSESSMENT)\n    return Verdict(True, {detail})\n", 1))
    out = CliRunner().invoke(main, ["gate", str(task_copy)])
    assert out.exit_code == 1
    [line] = [line for line in out.output.splitlines() if "gate.determinism" in line]
    assert f"first at rounds[0].checks[0].detail: {shows}" in line


def test_state_leaking_between_runs_of_one_process_fails_the_rescore_condition(task_copy):
    checks = task_copy / "checks.py"
    # Each run in the harness's process sees a different count; the second oracle run, in its own
    # process, agrees with the first, but re-deriving the first from its snapshots does not.
    checks.write_text(checks.read_text().replace(
        "    a = state.fs.read_json(ASSESSMENT)\n",
        "    a = state.fs.read_json(ASSESSMENT)\n"
        "    import checkers\n    checkers.leak = getattr(checkers, 'leak', 0) + 1\n"
        "    return Verdict(True, f'run {checkers.leak}')\n"))
    [result] = gate([load_task(task_copy)])
    fields = {p.field for p in result.problems}
    assert "gate.rescore" in fields and "gate.determinism" not in fields


def test_a_check_depending_on_more_than_its_state_fails_the_rescore_condition(task_copy):
    checks = task_copy / "checks.py"
    # Its verdict depends on whether it ran before, not on its State: rescoring disagrees.
    checks.write_text(checks.read_text().replace(
        "    a = state.fs.read_json(ASSESSMENT)\n",
        "    import checkers\n    if getattr(checkers, 'seen', False):\n        return False\n"
        "    checkers.seen = True\n    a = state.fs.read_json(ASSESSMENT)\n"))
    [result] = gate([load_task(task_copy)])
    assert any(p.field == "gate.rescore" and "rounds[0].checks[0].passed" in p.message for p in result.problems)


def test_a_per_task_dataset_rule_fails_the_gate_after_the_runs(task_copy):
    (task_copy / "NOTES.md").unlink()
    [result] = gate([load_task(task_copy)], jobs=2)
    assert [(p.field, p.message) for p in result.problems] == [("gate.dataset", "missing: NOTES.md")]
    assert not result.passed and result.verdict_hash == (task_copy / "RELEASE.lock").read_text().strip()
