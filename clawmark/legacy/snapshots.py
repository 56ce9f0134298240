"""A day's world of a clawmark-v1 run, stored and restored: manager state + workspace files.

Stored as canonical JSON {"state": …, "files": {relative path: SHA-256 of the bytes}} with the
file bytes as blobs. Floats in the state (Notion numbers, sheet values as the stage wrote them)
are kept exactly as {"$float": repr} so that a restored state gives checkers the same values.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from clawmark.services.base import sha256_hex
from clawmark.store import Store

FLOAT = "$float"


def encode(value: Any) -> Any:
    """`value` with every float as {"$float": repr(value)} (canonical JSON holds no floats)."""
    if isinstance(value, float):
        return {FLOAT: repr(value)}
    if isinstance(value, dict):
        return {str(k): encode(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [encode(v) for v in value]
    return value


def decode(value: Any) -> Any:
    """The inverse of `encode`."""
    if isinstance(value, dict):
        if set(value) == {FLOAT}:
            return float(value[FLOAT])
        return {k: decode(v) for k, v in value.items()}
    if isinstance(value, list):
        return [decode(v) for v in value]
    return value


def put(store: Store, state: dict, workspace: Path) -> str:
    """Store the state and every file under `workspace`; return the snapshot's hash."""
    files = {}
    for path in sorted(p for p in workspace.rglob("*") if p.is_file() and not p.is_symlink()):
        data = path.read_bytes()
        store.put_blob(data)
        files[path.relative_to(workspace).as_posix()] = sha256_hex(data)
    return store.put_json({"state": encode(state), "files": files})


def restore(store: Store, digest: str, workspace: Path) -> dict:
    """Write the snapshot's files under `workspace` and return its state; StoreError if missing."""
    snapshot = store.get_json(digest)
    for rel, blob in snapshot["files"].items():
        target = workspace / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(store.get_blob(blob))
    return decode(snapshot["state"])
