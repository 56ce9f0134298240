"""Medians of world start, snapshot, oracle run and the whole gate: `clawmark bench` as a script.

    .venv/bin/python bench/gate.py [TASK_PATHS...] [--repeats N]
"""

import sys

from clawmark.cli import main

main(["bench", *sys.argv[1:]])
