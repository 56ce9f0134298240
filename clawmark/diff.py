"""Where two JSON documents differ: field paths such as `rounds[1].checks[3].passed`."""

from __future__ import annotations

from typing import Any, Iterator

MISSING = "<absent>"


def differences(a: Any, b: Any, path: str = "") -> Iterator[tuple[str, Any, Any]]:
    """(field path, value in a, value in b) for every leaf where `a` and `b` differ, in document
    order (dict keys sorted, as in canonical JSON). A key present on one side only yields
    MISSING for the other; `$` is the path of the whole document."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(a.keys() | b.keys()):
            where = f"{path}.{key}" if path else key
            if key not in a or key not in b:
                yield where, a.get(key, MISSING), b.get(key, MISSING)
            else:
                yield from differences(a[key], b[key], where)
    elif isinstance(a, list) and isinstance(b, list):
        for i in range(max(len(a), len(b))):
            where = f"{path}[{i}]"
            if i >= len(a) or i >= len(b):
                yield where, a[i] if i < len(a) else MISSING, b[i] if i < len(b) else MISSING
            else:
                yield from differences(a[i], b[i], where)
    elif a != b or type(a) is not type(b):
        yield path or "$", a, b

