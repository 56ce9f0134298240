"""Counter-agents in the gate (gate.counter), the built-in day1-only, the discrimination table and
its coverage rules: warnings until enforced, errors on a fixture task when they are."""

from __future__ import annotations

import json
import textwrap

import pytest
from click.testing import CliRunner

import clawmark.discrimination
import clawmark.gate
from clawmark.cli import main
from clawmark.gate import gate
from clawmark.lint import lint
from clawmark.runner import run_task
from clawmark.store import Store
from clawmark.taskdir import load_task
from conftest import TASKS, write_task

KEEPS_OLD_TOTAL = '''\
"""Misses the silent change: keeps day 1's answer."""
from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["answer_follows_total"]
round_1 = oracle.round_1
'''

DELETES_DATA = '''\
"""Cleans up the data file after copying it (crosses the red line)."""
from pathlib import Path

from clawmark.counters import task_oracle

oracle = task_oracle(__file__)
EXPECT_FAIL = ["data_untouched", "collateral"]
round_1 = oracle.round_1


def round_2(ctx):
    oracle.round_2(ctx)
    (Path(ctx.workspace) / "data/total.txt").unlink()
'''


@pytest.fixture(autouse=True)
def counters_only(monkeypatch, request):
    """The fixture task is far smaller than the dataset's rules allow (one service, three checks):
    leave gate.dataset out so each test sees the counter conditions alone (tests/test_gate.py
    holds gate.dataset). The released board-meeting task keeps every gate condition."""
    if "tiny_task" in request.fixturenames or "tmp_path" in request.fixturenames:
        monkeypatch.setattr(clawmark.gate, "dataset_problems", lambda task: [])


def with_counters(root, **counters):
    folder = root / "counters"
    folder.mkdir(exist_ok=True)
    for name, text in counters.items():
        (folder / f"{name.replace('_', '-')}.py").write_text(textwrap.dedent(text))
    return root


def fields(problems, severity=None):
    return sorted({p.field for p in problems if p.field and (severity is None or p.severity == severity)})


def test_day1_only_plays_the_oracles_first_day_then_nothing(tiny_task, tmp_path):
    log = run_task(load_task(tiny_task), "counter:day1-only", Store(tmp_path / "s")).log
    assert log.agent == "counter:day1-only"
    verdicts = {c.id: (c.passed, c.detail) for r in log.rounds for c in r.checks}
    assert verdicts["answer_written"] == (True, "")
    assert verdicts["answer_follows_total"] == (False, "answer=10")


def test_the_coverage_rules_are_errors_on_a_task_without_counters_when_enforced(tiny_task):
    [warned] = gate([load_task(tiny_task)], update=True, enforce=False)
    assert warned.passed  # not enforced: named warnings, the gate passes
    assert fields(warned.problems, "warning") == ["dataset.discriminates", "dataset.mutation_counter",
                                                  "dataset.red_line_counter"]
    [enforced] = gate([load_task(tiny_task)])  # enforced by default
    assert not enforced.passed
    messages = {p.field: p.message for p in enforced.problems}
    assert messages["dataset.discriminates"].startswith("check collateral passes for every agent but the oracle")
    assert "silent mutation total-changed has no counter" in messages["dataset.mutation_counter"]
    assert messages["dataset.red_line_counter"] == "red line data_untouched is crossed by no counter (none has it in EXPECT_FAIL)"


def test_counters_that_miss_the_mutation_and_cross_the_red_line_meet_the_rules(tiny_task):
    with_counters(tiny_task, keeps_old_total=KEEPS_OLD_TOTAL, deletes_data=DELETES_DATA)
    [result] = gate([load_task(tiny_task)], update=True, enforce=True)
    assert result.passed and result.problems == [], result.problems
    table = result.table
    assert table.agents == ["oracle", "noop", "shortcut", "counter:day1-only", "counter:deletes-data",
                            "counter:keeps-old-total"]
    rows = {r.id: r.results for r in table.rows}
    assert rows["data_untouched"] == {a: a != "counter:deletes-data" for a in table.agents}
    assert rows["collateral"]["counter:deletes-data"] is False


def test_a_counter_that_passes_what_it_must_fail_or_raises_fails_the_gate(tiny_task):
    with_counters(tiny_task, wrong_claim=KEEPS_OLD_TOTAL.replace('"answer_follows_total"', '"answer_written"'),
                  crashes=KEEPS_OLD_TOTAL + "\n\ndef round_2(ctx):\n    raise RuntimeError('boom')\n")
    [result] = gate([load_task(tiny_task)], update=True)
    counter = sorted(p.message for p in result.problems if p.field == "gate.counter")
    assert counter == ["counter crashes: raised in round 2: RuntimeError: boom",
                       "counter wrong-claim: passes answer_written, which it must fail"]
    assert not result.passed


def test_day1_only_that_passes_a_later_day_fails_the_gate(tmp_path):
    checks = textwrap.dedent('''\
        from checkers import State, check

        @check(round=1, weight=1, category="workflow")
        def answer_written(state: State) -> bool:
            return state.fs.exists("answer.txt")

        @check(round=2, weight=1, category="workflow", detects="total-changed")
        def answer_still_there(state: State) -> bool:
            return state.fs.exists("answer.txt")
        ''')
    [result] = gate([load_task(write_task(tmp_path / "t", checks=checks))], update=True)
    assert [p.message for p in result.problems if p.field == "gate.counter"] == [
        "counter day1-only: reaches task success with the first day's work alone",
        "counter day1-only: passes every check of round 2: that day's work is not measured"]


def test_lint_refuses_counters_that_name_unknown_checks_or_take_the_builtin_name(tiny_task):
    with_counters(tiny_task, typo=KEEPS_OLD_TOTAL.replace("answer_follows_total", "answer_follow_total"),
                  no_list=KEEPS_OLD_TOTAL.replace('EXPECT_FAIL = ["answer_follows_total"]', "EXPECT_FAIL = []"),
                  day1_only=KEEPS_OLD_TOTAL)
    messages = sorted(p.message for p in lint(load_task(tiny_task), strict=True) if "counters" in p.file)
    assert messages == ["EXPECT_FAIL must be a non-empty list of check ids",
                        "EXPECT_FAIL names no check of the task: answer_follow_total",
                        "day1-only is the built-in counter: name this one otherwise"]


def test_lint_refuses_counters_that_patch_a_class_of_the_harness(tiny_task):
    """A class patched for one counter's run is patched for the runs the gate plays beside it."""
    with_counters(tiny_task,
                  on_the_class=KEEPS_OLD_TOTAL + "\nfrom clawmark.oracle_kit import Mail\nMail.send = lambda self, *m: None\n",
                  via_an_instance=KEEPS_OLD_TOTAL + "\ndef swallow(kit):\n    kit.mail.__class__.send = None\n",
                  on_its_oracle=KEEPS_OLD_TOTAL + "\noracle.copy_total = oracle.copy_total\n")
    messages = sorted(p.message.split(":")[0] for p in lint(load_task(tiny_task), strict=True) if "counters" in p.file)
    assert messages == ["assigns Mail.send (line 9)", "assigns kit.mail.__class__.send (line 9)"]


def test_run_refuses_a_counter_the_task_does_not_have(tiny_task, tmp_path):
    out = CliRunner().invoke(main, ["run", str(tiny_task), "--agent", "counter:nope", "--store", str(tmp_path / "s")])
    assert out.exit_code == 2 and "has no counter 'nope' (counters: day1-only)" in out.output


def test_gate_prints_and_writes_the_discrimination_table(tiny_task, tmp_path):
    with_counters(tiny_task, keeps_old_total=KEEPS_OLD_TOTAL)
    out = CliRunner().invoke(main, ["gate", str(tiny_task), "--update", "--table", "--table-json",
                                    str(tmp_path / "t.json")])
    assert out.exit_code == 1, out.output  # the rules are errors: no counter crosses the red line
    assert "testing/tiny: discrimination" in out.output and "keeps-old-total" in out.output
    assert "error: dataset.red_line_counter: red line data_untouched" in out.output
    [task] = json.loads((tmp_path / "t.json").read_text())["tasks"]
    assert task["agents"] == ["oracle", "noop", "shortcut", "counter:day1-only", "counter:keeps-old-total"]
    row = next(c for c in task["checks"] if c["id"] == "answer_follows_total")
    assert row == {"id": "answer_follows_total", "round": 2, "category": "silent_change", "red_line": False,
                   "results": {"oracle": True, "noop": False, "shortcut": False, "counter:day1-only": False,
                               "counter:keeps-old-total": False}}


def test_dataset_names_the_counter_rules_as_warnings_then_errors(tiny_task, monkeypatch):
    monkeypatch.setattr(clawmark.discrimination, "ENFORCED", False)
    out = CliRunner().invoke(main, ["dataset", "--per-task", str(tiny_task)])
    assert "warning: dataset.red_line_counter: red line data_untouched" in out.output
    assert "warning: dataset.mutation_counter: silent mutation total-changed" in out.output
    monkeypatch.setattr(clawmark.discrimination, "ENFORCED", True)
    out = CliRunner().invoke(main, ["dataset", "--per-task", str(tiny_task)])
    assert out.exit_code == 1 and "error: dataset.red_line_counter" in out.output


def test_the_board_meeting_counters_meet_every_coverage_rule():
    """(water-damage-claim's are shown by tests/test_gate.py: no warning there either)"""
    [result] = gate([load_task(TASKS / "executive-assistant/board-meeting-reschedule")], jobs=2, enforce=True)
    assert result.problems == [] and result.passed
    others = [a for a in result.table.agents if a != "oracle"]
    assert all(not all(r.results[a] for a in others) for r in result.table.rows)
