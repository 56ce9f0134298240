"""The dataset rules (issue 10) over tasks/: per task always; over the whole set once merged."""

from __future__ import annotations

import shutil

import pytest

from clawmark.dataset import describe, evidence_kind, playtest_scores, set_problems, task_problems
from clawmark.problems import InputError
from clawmark.scenarios import DEFAULT_REGISTRY, load_registry, registry_for
from clawmark.taskdir import discover, load_task
from tests.conftest import TASKS, clawmark

TASK_ROOTS = discover([TASKS])


def test_tables_count_by_suffix_and_other_kinds_by_their_column():
    assert evidence_kind("seed/fs/orders.CSV", "document") == "xlsx/csv"
    assert evidence_kind("artifacts/model.xlsx", "table") == "xlsx/csv"
    assert evidence_kind("seed/fs/scan.pdf", "scan") == "scan"


@pytest.mark.parametrize("root", TASK_ROOTS, ids=lambda r: f"{r.parent.name}/{r.name}")
def test_every_task_keeps_the_per_task_rules(root):
    assert task_problems(describe(load_task(root))) == []


def test_a_task_with_skeleton_placeholders_or_no_playtest_record_breaks_the_rules(tmp_path):
    root = tmp_path / "hail-damage-intake"
    shutil.copytree(TASKS / "insurance" / "hail-damage-intake", root, ignore=shutil.ignore_patterns("__pycache__"))
    notes = root / "NOTES.md"
    kept = notes.read_text()
    notes.write_text(kept.split("\n## Playtest")[0] + "\n## Playtest\nTODO: play the task as an agent would.\n")
    (root / "rounds" / "02.md").write_text("Good morning. TODO: day 2's request.\n")
    assert task_problems(describe(load_task(root))) == [
        f"{load_task(root).name}: TODO placeholder(s) of `clawmark new` left in NOTES.md, rounds/02.md",
        f"{load_task(root).name}: NOTES.md records no playtest (a `## Playtest` section with the player and "
        "the score it got)"]


def test_a_playtest_record_is_a_score_in_the_playtest_section():
    notes = "# t\n## Playtest\n### Blind playtest\nscore: 97.5 · success: yes\n### Replay\nScore 100\n## Other\nscore: 3\n"
    assert playtest_scores(notes) == ("97.5", "100")
    assert playtest_scores("# t\n## Playtest\n\n| who | date | score |\n|---|---|---|\n") == ()  # the skeleton's
    table = "## Playtest\n| who | score | failed |\n|---|---|---|\n| a player | 100.0, success | none |\n| b | 87.5 | x |\n"
    assert playtest_scores(table) == ("100.0", "87.5")
    assert playtest_scores("# t\n## Traps\nscore: 100\n## Playtest\nnot yet\n") == ()
    assert playtest_scores("# t\n## Traps\nthe score is checked\n") == ()


def test_set_rules_name_each_rule_a_too_small_set_breaks():
    rows = [describe(load_task(TASKS / "insurance" / "hail-damage-intake"))]
    problems = set_problems(rows)
    assert "1 task(s) with 2 rounds (≥ 2)" in problems
    assert "service sheets used by 0 task(s) (≥ 5)" in problems
    assert "evidence kind audio appears in no task" in problems
    assert "scenario hr has no task" in problems and not any("insurance" in p for p in problems)


def test_the_set_keeps_the_set_rules():
    """Fails until every dataset branch is merged: it names each rule the set of tasks/ breaks."""
    problems = set_problems([describe(load_task(root)) for root in TASK_ROOTS])
    assert not problems, "dataset rules broken:\n" + "\n".join(problems)


def test_every_released_scenario_is_in_the_registry_and_each_entry_is_described():
    registry = load_registry(DEFAULT_REGISTRY)
    assert {load_task(root).spec.scenario for root in TASK_ROOTS} <= {s.id for s in registry}
    assert all(s.title and s.description for s in registry)


def test_an_unregistered_scenario_names_the_registry_and_one_line_registers_it(tmp_path):
    tasks = tmp_path / "tasks"
    root = tasks / "accounts-payable" / "invoice-run"
    shutil.copytree(TASKS / "insurance" / "hail-damage-intake", root, ignore=shutil.ignore_patterns("__pycache__"))
    spec = root / "task.yaml"
    spec.write_text(spec.read_text().replace("scenario: insurance", "scenario: accounts-payable"))
    registry = tasks / "scenarios.yaml"
    registry.write_text(DEFAULT_REGISTRY.read_text())
    [problem] = task_problems(describe(load_task(root)))
    assert f"scenario 'accounts-payable' is not in the scenario registry {registry}" in problem
    out = clawmark("dataset", "--per-task", str(root), cwd=tmp_path)
    assert out.returncode == 1 and "tasks/scenarios.yaml" in out.stderr, out.stderr
    with registry.open("a") as f:
        f.write('- {id: accounts-payable, title: Accounts payable, description: "Paying suppliers."}\n')
    assert task_problems(describe(load_task(root))) == []
    assert clawmark("dataset", "--per-task", str(root), cwd=tmp_path).returncode == 0
    assert "scenario accounts-payable has no task" not in set_problems([describe(load_task(root))])


def test_a_task_without_a_registry_above_it_uses_the_repository_one(tmp_path):
    root = tmp_path / "elsewhere" / "invoice-run"
    shutil.copytree(TASKS / "insurance" / "hail-damage-intake", root, ignore=shutil.ignore_patterns("__pycache__"))
    assert registry_for(root) == DEFAULT_REGISTRY
    assert task_problems(describe(load_task(root))) == []


def test_a_malformed_registry_names_its_file_entry_and_line(tmp_path):
    registry = tmp_path / "scenarios.yaml"
    registry.write_text("- {id: insurance, title: Insurance, description: Claims.}\n- {id: hr, title: HR}\n")
    with pytest.raises(InputError) as e:
        load_registry(registry)
    [problem] = e.value.problems
    assert (problem.file, problem.line, problem.field) == (str(registry), 2, "[1].description")
    registry.write_text("- {id: hr, title: HR, description: People.}\n- {id: hr, title: HR, description: Again.}\n")
    with pytest.raises(InputError, match="scenario hr listed twice"):
        load_registry(registry)
