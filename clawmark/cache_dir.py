"""The folder where ClawMark keeps what it can rebuild on this machine (Node and OpenClaw
installs, compiled locales, artifact readings): never part of a task, a run or a verdict."""

from __future__ import annotations

import os
from pathlib import Path


def default_cache() -> Path:
    """`$CLAWMARK_CACHE`, else `$XDG_CACHE_HOME/clawmark`, else `~/.cache/clawmark`."""
    if os.environ.get("CLAWMARK_CACHE"):
        return Path(os.environ["CLAWMARK_CACHE"])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "clawmark"
