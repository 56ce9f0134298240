"""`python -m MODULE` of this harness's own code, whatever the current folder holds.

`python -m` puts the current folder first on sys.path, so a harness started from another
checkout (a git worktree, a task author's folder) would run its helper processes — the
preloader, a run's child — from that checkout's `clawmark` package, a mix of two versions.
`-P` (Python 3.11, PYTHONSAFEPATH) leaves the current folder out, and PYTHONPATH puts the folder
this harness was imported from (a checkout, or Bazel's runfiles) first.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).parents[1]  # holds the clawmark and checkers packages, as imported


def module_command(module: str) -> list[str]:
    """The command line running `module` of this harness (with `own_path` in its environment)."""
    return [sys.executable, "-P", "-m", module]


def own_path(env: Mapping[str, str]) -> dict[str, str]:
    """`env` with ROOT first on PYTHONPATH."""
    return {**env, "PYTHONPATH": os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])}
