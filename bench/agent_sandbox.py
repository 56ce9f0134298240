"""Median wall time of starting one agent process, unconfined and under bubblewrap.

Usage: .venv/bin/python bench/agent_sandbox.py [repeats]
"""

import statistics
import sys
import tempfile
import time
from pathlib import Path

from clawmark.agents.sandbox import bwrap_problem, run_confined, toolbox_path


def median_seconds(mode: str, argv: list[str], repeats: int) -> float:
    with tempfile.TemporaryDirectory(dir="/tmp") as root:
        workspace, home = Path(root, "ws"), Path(root, "home")
        workspace.mkdir()
        home.mkdir()
        times = []
        for _ in range(repeats):
            started = time.perf_counter()
            done = run_confined(argv, mode=mode, workspace=workspace, home=home,
                                env={"PATH": toolbox_path(), "HOME": str(home)}, timeout=60)
            times.append(time.perf_counter() - started)
            assert done.returncode == 0, done.stderr
    return statistics.median(times)


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    modes = ["none"] + ([] if bwrap_problem() else ["bwrap"])
    for label, argv in (("true", ["true"]), ("python3 -c pass", ["python3", "-c", "pass"])):
        for mode in modes:
            print(f"{label:18} isolation={mode:6} median {median_seconds(mode, argv, repeats) * 1000:7.1f} ms "
                  f"({repeats} runs)")


if __name__ == "__main__":
    main()
