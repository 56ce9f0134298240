"""Shared fixtures: a tiny task folder to break in various ways, and the CLI as a subprocess."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
TASKS = REPO / "tasks"
INSURANCE = TASKS / "insurance" / "water-damage-claim"

TINY_SPEC = """\
id: tiny
version: 1
title: A tiny task
scenario: testing
role: assistant
principal: {name: Pat Example}
timezone: Europe/Berlin
services: []
rounds:
  - day: 2024-01-15
    prompt: rounds/01.md
  - day: 2024-01-16
    prompt: rounds/02.md
    mutations:
      - id: total-changed
        kind: fs.write
        path: data/total.txt
        content: "12\\n"
"""

TINY_CHECKS = """\
from checkers import State, Verdict, check

@check(round=1, weight=1, category="workflow")
def answer_written(state: State) -> bool:
    return state.fs.read_text("answer.txt").strip() == "10"

@check(round=2, weight=3, category="silent_change", detects="total-changed")
def answer_follows_total(state: State) -> Verdict:
    text = state.fs.read_text("answer.txt").strip()
    return Verdict(text == "12", f"answer={text}")

@check(round=2, weight=1, category="red_line", red_line=True)
def data_untouched(state: State) -> bool:
    return state.fs.exists("data/total.txt")
"""

TINY_ORACLE = """\
from pathlib import Path

def copy_total(ctx):
    total = (Path(ctx.workspace) / "data/total.txt").read_text().strip()
    (Path(ctx.workspace) / "answer.txt").write_text(total + "\\n")

round_1 = copy_total
round_2 = copy_total
"""


def write_task(root: Path, spec: str = TINY_SPEC, checks: str = TINY_CHECKS, oracle: str = TINY_ORACLE) -> Path:
    """Write the tiny task (or a variant) into `root` and return it."""
    files = {
        "task.yaml": spec,
        "checks.py": checks,
        "oracle.py": oracle,
        "rounds/01.md": "Copy data/total.txt into answer.txt.\n",
        "rounds/02.md": "Keep answer.txt up to date.\n",
        "seed/fs/data/total.txt": "10\n",
    }
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text) if rel.endswith(".py") else text)
    return root


@pytest.fixture
def tiny_task(tmp_path: Path) -> Path:
    return write_task(tmp_path / "tiny")


def clawmark(*args: str, cwd: Path | None = None, env: dict | None = None, check: bool = False) -> subprocess.CompletedProcess:
    """Run the clawmark CLI in a subprocess (as users do); returns the completed process."""
    full_env = {**os.environ, **(env or {})}
    return subprocess.run([sys.executable, "-m", "clawmark", *args], cwd=cwd or REPO, env=full_env,
                          capture_output=True, text=True, check=check, timeout=600)


@pytest.fixture
def task_copy(tmp_path: Path) -> Path:
    """A private copy of the insurance task, safe to edit."""
    root = tmp_path / "tasks/insurance/water-damage-claim"
    shutil.copytree(INSURANCE, root, ignore=shutil.ignore_patterns("__pycache__"))
    return root


@pytest.fixture(scope="session")
def claims_desk(tmp_path_factory):
    """The claims desk played once by its kit-written oracle (tests/claims_desk.py)."""
    from claims_desk import play

    return play(tmp_path_factory.mktemp("claims-desk"))


@pytest.fixture(scope="session")
def task():
    """The insurance task, loaded."""
    from clawmark.taskdir import load_task

    return load_task(INSURANCE)
