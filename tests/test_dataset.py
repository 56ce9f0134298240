"""The dataset rules (issue 10) over tasks/: per task always; over the whole set once merged."""

from __future__ import annotations

import pytest

from clawmark.dataset import describe, evidence_kind, set_problems, task_problems
from clawmark.taskdir import discover, load_task
from tests.conftest import TASKS

TASK_ROOTS = discover([TASKS])


def test_tables_count_by_suffix_and_other_kinds_by_their_column():
    assert evidence_kind("seed/fs/orders.CSV", "document") == "xlsx/csv"
    assert evidence_kind("artifacts/model.xlsx", "table") == "xlsx/csv"
    assert evidence_kind("seed/fs/scan.pdf", "scan") == "scan"


@pytest.mark.parametrize("root", TASK_ROOTS, ids=lambda r: f"{r.parent.name}/{r.name}")
def test_every_task_keeps_the_per_task_rules(root):
    assert task_problems(describe(load_task(root))) == []


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
