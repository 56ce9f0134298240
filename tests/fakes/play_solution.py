"""A command-line agent for tests: plays the scripted insurance solution's commands for $CLAWMARK_ROUND.

Usage: python3 play_solution.py   (in the workspace; `insurance_solution.py` beside this file)
"""

import importlib.util
import os
import subprocess
from pathlib import Path

spec = importlib.util.spec_from_file_location("solution", Path(__file__).with_name("insurance_solution.py"))
solution = importlib.util.module_from_spec(spec)
spec.loader.exec_module(solution)
number = int(os.environ["CLAWMARK_ROUND"])
for command in solution.COMMANDS[number]:
    subprocess.run(command, shell=True, check=True)
print("\n" + solution.FINAL[number])
