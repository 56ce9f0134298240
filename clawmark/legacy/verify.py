"""`clawmark verify` / `rescore` for clawmark-v1 logs: re-judge the stored snapshots.

The log's bytes must hash to its name; the task folder (given, else the one the run record
names) must have the log's content digest; re-running every rubric item over read-only managers
on the restored snapshots (runner.judge) must give the same log, bit for bit.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from clawmark.canonical import canonical_hash
from clawmark.diff import differences
from clawmark.legacy.loader import LoadFault, load_legacy
from clawmark.legacy.runner import SCHEMA, judge
from clawmark.problems import Problem
from clawmark.rescore import Verification, record_for
from clawmark.store import Store, StoreError


def is_legacy_log(store: Store, digest: str) -> bool:
    """True when `digest` names a stored clawmark-v1 verdict log."""
    try:
        return store.get_json(digest).get("schema") == SCHEMA
    except (StoreError, OSError, ValueError, AttributeError):
        return False


def verify_legacy(store: Store, digest: str, task_root: Path | None = None) -> Verification:
    """Verify the stored clawmark-v1 log `digest` (see the module docstring)."""
    try:
        log = store.get_json(digest)
    except (StoreError, OSError, ValueError) as e:
        return Verification(digest, [Problem(digest, f"cannot read the log: {e}")])
    if canonical_hash(log) != digest:
        return Verification(digest, [Problem(digest, f"stored log hashes to {canonical_hash(log)}")])
    recorded = getattr(record_for(store, digest), "task_root", None)
    root = task_root or (Path(recorded) if recorded else None)
    if root is None:
        return Verification(digest, [Problem(digest, "no run record names the task folder; pass --task")])
    try:
        task = load_legacy(root)
    except LoadFault as e:
        return Verification(digest, [Problem(str(root), str(e))])
    if task.digest != log["task"]["digest"]:
        return Verification(digest, [Problem(str(root), "task folder content differs from the run's", field="task.digest")])
    if log["outcome"] != "scored":
        return Verification(digest, notes=["invalid run: nothing to rescore"])
    scratch = Path(tempfile.mkdtemp(prefix="cm1v-", dir="/tmp"))
    try:
        rebuilt = judge(task, store, log, scratch)
    except StoreError as e:
        return Verification(digest, [Problem(digest, str(e))])
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if canonical_hash(rebuilt) == digest:
        return Verification(digest)
    return Verification(digest, [Problem(digest, f"rescored {new!r}, logged {old!r}", field=path)
                                  for path, old, new in differences(log, rebuilt)])

