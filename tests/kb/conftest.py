"""Fixtures of the kb service tests: a running world of the fixture task, and both SDK generations."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from clawmark.taskdir import clock_for
from clawmark.taskdir import load_task
from clawmark.world import World

from .support import HERE, NOTION2
from .support import client as sdk


@pytest.fixture(scope="module")
def task():
    return load_task(HERE / "task")


@pytest.fixture(scope="module")
def world(task):
    """The fixture task's world, seeded, at the start of round 1."""
    with World(task, clock_for(task)) as world:
        yield world


@pytest.fixture(scope="session")
def notion2() -> Path:
    """A folder holding notion-client 2.4.0 (hash-pinned), installed once per checkout."""
    if not (NOTION2 / "notion_client").is_dir():
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                        "--no-deps", "--require-hashes", "--target", str(NOTION2), "-r", str(HERE / "notion-client-2.txt")],
                       check=True)
    return NOTION2


@pytest.fixture(scope="module")
def client(world):
    """notion-client 3.x pointed at the module's world."""
    return sdk(world)
