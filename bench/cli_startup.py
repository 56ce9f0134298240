"""Benchmark the command's start-up: median wall milliseconds of `clawmark --help` and of
`clawmark validate` of one task, each a fresh process (issue 25: ≤ 300 ms and ≤ 1 s), beside a
bare `python -c pass` for scale. Usage: .venv/bin/python bench/cli_startup.py [REPEATS]
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from clawmark.cli.bench import line, median_ms

REPO = Path(__file__).resolve().parent.parent
TASK = REPO / "tasks" / "insurance" / "water-damage-claim"


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    for label, args in (("python -c pass", ["-c", "pass"]),
                        ("clawmark --help", ["-m", "clawmark", "--help"]),
                        ("clawmark validate (one task)", ["-m", "clawmark", "validate", str(TASK)])):
        line(label, median_ms(lambda: subprocess.run([sys.executable, *args], check=True, capture_output=True),
                              repeats))


if __name__ == "__main__":
    main()
