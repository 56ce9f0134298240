import shutil
from pathlib import Path

import pytest

from clawmark.taskdir import load_task

REPO = Path(__file__).resolve().parent.parent
TASK_DIR = REPO / "tasks/insurance/water-damage-claim"


@pytest.fixture
def task_copy(tmp_path) -> Path:
    """A private copy of the reference task, safe to edit."""
    root = tmp_path / "tasks/insurance/water-damage-claim"
    shutil.copytree(TASK_DIR, root, ignore=shutil.ignore_patterns("__pycache__"))
    return root


@pytest.fixture(scope="session")
def task():
    return load_task(TASK_DIR)
