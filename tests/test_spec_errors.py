"""Malformed tasks: exit 2, one line per problem naming file, field and line; nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from clawmark.problems import InputError
from clawmark.taskdir import load_task
from conftest import TINY_SPEC, clawmark, write_task


def broken(tmp_path: Path, old: str, new: str) -> Path:
    assert old in TINY_SPEC
    return write_task(tmp_path / "broken", spec=TINY_SPEC.replace(old, new))


def run_broken(task: Path, store: Path):
    result = clawmark("run", str(task), "--store", str(store))
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert not store.exists(), "nothing may be written for a malformed task"
    return result.stderr.strip().splitlines()


def test_misspelled_field_names_file_field_and_line(tmp_path):
    task = broken(tmp_path, "    prompt: rounds/02.md", "    promt: rounds/02.md")
    lines = run_broken(task, tmp_path / "store")
    assert f"{task}/task.yaml:13: error: rounds[1].promt: unknown field (misspelled?)" in lines
    assert any("rounds[1].prompt: Field required" in line for line in lines)


def test_missing_prompt_file(tmp_path):
    task = broken(tmp_path, "prompt: rounds/02.md", "prompt: rounds/99.md")
    lines = run_broken(task, tmp_path / "store")
    assert lines == [f"{task}/task.yaml:13: error: rounds[1].prompt: file rounds/99.md not found in the task folder"]


def test_unknown_mutation_kind(tmp_path):
    task = broken(tmp_path, "kind: fs.write", "kind: fs.teleport")
    lines = run_broken(task, tmp_path / "store")
    assert len(lines) == 1
    assert lines[0].startswith(f"{task}/task.yaml:16: error: rounds[1].mutations[0].kind: ")
    assert "'fs.teleport'" in lines[0] and "'fs.write'" in lines[0]


def test_yaml_syntax_error_has_line(tmp_path):
    task = broken(tmp_path, "title: A tiny task", "title: [unclosed")
    with pytest.raises(InputError) as e:
        load_task(task)
    (problem,) = e.value.problems
    assert problem.line == 4 and "invalid YAML" in problem.message


@pytest.mark.parametrize("old, new, field", [
    ("timezone: Europe/Berlin", "timezone: Mars/Olympus", "timezone"),
    ("version: 1", "version: 0", "version"),
    ("  - day: 2024-01-16", "  - day: 2024-01-14", "rounds"),
    ("        content: \"12\\n\"", "        content: \"12\\n\"\n        notice: Told you", "rounds[1]"),
])
def test_schema_rules(tmp_path, old, new, field):
    with pytest.raises(InputError) as e:
        load_task(broken(tmp_path, old, new))
    assert [p.field for p in e.value.problems] == [field]


def test_path_escaping_the_workspace_is_refused(tmp_path):
    with pytest.raises(InputError) as e:
        load_task(broken(tmp_path, "path: data/total.txt", "path: ../outside.txt"))
    assert "relative path" in e.value.problems[0].message


def test_checks_module_errors_are_reported_before_running(tmp_path):
    task = write_task(tmp_path / "dup", checks="from checkers import check\n"
                      "@check(round=1, weight=1, category='workflow')\ndef a(state): return True\n"
                      "@check(round=1, weight=1, category='workflow')\ndef a(state): return True\n")
    result = clawmark("validate", str(task))
    assert result.returncode == 2
    assert "duplicate check id(s): a" in result.stderr


def test_validate_accepts_released_tasks():
    result = clawmark("validate", "tasks")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ok: ")
