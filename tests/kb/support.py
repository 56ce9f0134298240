"""Helpers of the kb service tests (a package, so that its names never clash with tests/conftest.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from notion_client import Client

from clawmark.world import World

HERE = Path(__file__).parent
REPO = HERE.parent.parent
NOTION2 = REPO / ".venv" / "notion-client-2.4.0"


def text(content: str) -> list[dict]:
    """A rich text array of one text object."""
    return [{"type": "text", "text": {"content": content}}]


def client(world: World, **options) -> Client:
    """The official SDK (the installed 3.x) pointed at `world`'s kb server."""
    env = world.endpoints["kb"].env
    return Client(auth=env["NOTION_TOKEN"], base_url=env["NOTION_BASE_URL"], **options)


def run_sdk(world: World, args: list[str], sdk_path: Path | None = None) -> dict:
    """Run sdk_round.py against `world`'s kb with the default SDK or the one in `sdk_path`."""
    env = {**os.environ, **world.endpoints["kb"].env}
    if sdk_path is not None:
        env["PYTHONPATH"] = str(sdk_path)
    done = subprocess.run([sys.executable, str(HERE / "sdk_round.py"), *args], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)
