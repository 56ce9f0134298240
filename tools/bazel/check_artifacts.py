"""Regenerate a task's raw evidence in a scratch copy and check it against artifacts/MANIFEST.

    check_artifacts.py <package> <out> <task files...>

Copies the task's files (dereferenced) to a scratch folder and runs `clawmark artifacts verify`
there (clawmark.artifacts.bundle.verify): every artifact regenerated from artifacts/recipes.yaml
must equal the committed bytes and the MANIFEST, and every key fact must read back. Prints one
line per problem; writes the readability report to <out>. Used by clawmark_task's :artifacts.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from clawmark.artifacts.bundle import verify


def main(package: str, out: str, files: list[str]) -> int:
    with tempfile.TemporaryDirectory(prefix="clawmark-artifacts-") as tmp:
        task = Path(tmp) / "task"
        for name in files:
            rel = Path(name).relative_to(package)
            (task / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(name, task / rel)
        outcome = verify(task)
    for problem in outcome.problems:
        print(f"{package}/{str(problem).removeprefix(str(task) + '/')}", file=sys.stderr)
    if outcome.ok:
        Path(out).write_text("".join(f"{e.sha256}  {e.path}\n" for e in outcome.entries) + "".join(
            f"{r.path}\t{r.fact}\t{r.tool}\t{'yes' if r.recovered else 'no'}\n" for r in outcome.readings))
    return 0 if outcome.ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3:]))
