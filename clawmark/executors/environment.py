"""What a Ray node must share with the driver before it plays a run, checked rather than assumed.

A run's verdict depends on the harness (its version), the packages it runs on (the digest of
requirements.lock, which pins every one of them by hash) and the task folder (its content
digest, clawmark.taskdir.content_digest, and the agent's code digest, which the task digest
leaves out). The driver sends its values with every run; the node compares its own and refuses
the run, naming each difference, so a drifted node gives an `invalid` run, never a wrong score.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import clawmark
from clawmark import __version__

LOCK = Path(clawmark.__file__).parents[1] / "requirements.lock"


def harness() -> dict[str, str]:
    """{"harness_version", "lock_digest"} of this process: clawmark.__version__ and the SHA-256 of
    the requirements.lock beside the harness package ("none" when there is no such file)."""
    lock = hashlib.sha256(LOCK.read_bytes()).hexdigest() if LOCK.is_file() else "none"
    return {"harness_version": __version__, "lock_digest": lock}


def differences(expected: dict[str, str | None], actual: dict[str, str | None]) -> str | None:
    """`node environment differs: <field> is <actual> here, <expected> on the driver; …` for each
    field of `expected` whose value `actual` does not share, or None when all agree."""
    named = [f"{key} is {_short(actual.get(key))} here, {_short(value)} on the driver"
             for key, value in sorted(expected.items()) if actual.get(key) != value]
    return f"node environment differs: {'; '.join(named)}" if named else None


def _short(value: str | None) -> str:
    return "none" if value is None else value[:12]
