"""Canonical JSON: the one byte form of everything ClawMark hashes.

Sorted keys, UTF-8 (no ASCII escaping), compact separators, no NaN, and no floats at all:
a float's text form is not portable across platforms, so hashed data holds integers and
decimal strings only.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any


class NotCanonical(TypeError):
    """The object holds a value canonical JSON does not allow (a float, a non-string key…)."""


def canonical_bytes(obj: Any) -> bytes:
    """Encode `obj` (dicts with str keys, lists, str, int, bool, None) as canonical JSON bytes.

    Raises NotCanonical naming the path of the first float or unsupported value.
    """
    _reject_floats(obj, "$")
    return json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()


def canonical_hash(obj: Any) -> str:
    """SHA-256 hex digest of `canonical_bytes(obj)`."""
    return hashlib.sha256(canonical_bytes(obj)).hexdigest()


def _reject_floats(obj: Any, path: str) -> None:
    if isinstance(obj, bool) or obj is None or isinstance(obj, (int, str)):
        return
    if isinstance(obj, float):
        raise NotCanonical(f"{path}: float {obj!r} is not allowed in canonical JSON")
    if isinstance(obj, dict):
        for key, value in obj.items():
            if not isinstance(key, str):
                raise NotCanonical(f"{path}: key {key!r} is not a string")
            _reject_floats(value, f"{path}.{key}")
    elif isinstance(obj, (list, tuple)):
        for i, value in enumerate(obj):
            _reject_floats(value, f"{path}[{i}]")
    else:
        raise NotCanonical(f"{path}: {type(obj).__name__} is not JSON")
