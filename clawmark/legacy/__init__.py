"""The original ClawMark task format (`clawmark-v1`): folders with `task.py`, async stages, RUBRIC.

See loader.py (finding and loading tasks), managers.py (the `ctx.*` manager API), scoring.py
(`original` and `strict` scores) and runner.py (playing one task as rounds).
"""
