"""Bazel's :gate test of one task: `clawmark gate` on it, against its RELEASE.lock.

    gate_test.py tasks/<scenario>/<task-id> tasks/scenarios.yaml <the :bundle files, workspace-relative>...

The scenario registry is copied to the same place above the task, where the dataset rules look.

The task's files are found through the runfiles (bazel-runfiles) and copied, dereferenced, to
a scratch folder: runfiles are symlinks (and the fs service seeds symlinks as symlinks), and the
package's runfiles also hold outputs (the test itself, :artifacts) that are not the task.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from runfiles import runfiles

from clawmark.cli import main as clawmark


def main(package: str, registry: str, files: list[str]) -> None:
    found = runfiles.Create()
    with tempfile.TemporaryDirectory(prefix="clawmark-gate-task-", dir="/tmp") as tmp:
        for name in [registry, *files]:
            source = found.Rlocation(f"clawmark/{name}")
            if not source or not Path(source).is_file():
                sys.exit(f"gate_test: {name} not in the runfiles")
            target = Path(tmp) / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
        clawmark(["gate", "-j", "2", str(Path(tmp) / package)])


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
