"""Workspace names in snapshots: UTF-8 text, or a stated, reversible escaping when they are not.

A POSIX file name is bytes. A path (or symlink target) whose bytes are valid UTF-8 is recorded
as that text, unchanged. One that is not is recorded *escaped*, and its snapshot entry carries
`"escaped": true` (then every name field of that entry — `path`, `symlink` — is escaped):

    each byte that is not part of valid UTF-8   →  \\xNN   (two lowercase hex digits)
    each backslash                              →  \\\\
    everything else                             →  itself

so `caf\\xe9.txt` is the Latin-1 name b"caf\\xe9.txt". `unescape` reverses it exactly; the
escaped text is also what the check helpers (checkers.fs) look such a path up by.
"""

from __future__ import annotations

import re

_ESCAPE = re.compile(rb"\\")
_UNESCAPE = re.compile(r"\\(\\|x[0-9a-f]{2})")


def is_text(raw: bytes) -> bool:
    """Whether `raw` is valid UTF-8 (then the snapshot records it as plain text)."""
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def escape(raw: bytes) -> str:
    """The escaped text of `raw` (see the module docstring)."""
    return _ESCAPE.sub(rb"\\\\", raw).decode("utf-8", errors="backslashreplace")


def unescape(text: str) -> bytes:
    """The bytes an escaped name stands for; raises ValueError on a backslash that starts
    neither `\\\\` nor `\\xNN`."""
    out, pos = bytearray(), 0
    for match in _UNESCAPE.finditer(text):
        plain = text[pos:match.start()]
        if "\\" in plain:
            raise ValueError(f"{text!r}: a backslash must start \\\\ or \\xNN")
        out += plain.encode("utf-8", errors="surrogateescape")
        token = match.group(1)
        out += b"\\" if token == "\\" else bytes([int(token[1:], 16)])
        pos = match.end()
    rest = text[pos:]
    if "\\" in rest:
        raise ValueError(f"{text!r}: a backslash must start \\\\ or \\xNN")
    return bytes(out + rest.encode("utf-8", errors="surrogateescape"))
