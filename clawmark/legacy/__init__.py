"""The original ClawMark task format (`clawmark-v1`): folders with `task.py`, async stages, RUBRIC.

loader.py (finding and loading tasks), world.py (the World and clock a task runs on),
managers.py + documents.py (the `ctx.*` manager API: writes through real clients, reads via
readers.py over snapshots), context.py (`ctx`), sandbox.py (`ctx.sandbox.exec`), runner.py
(playing one task as days), scoring.py (`original` and `strict`), verify.py (re-judging logs).
"""
