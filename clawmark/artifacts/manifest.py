"""`artifacts/MANIFEST`: what a bundle's recipes produced, one tab-separated line per artifact.

    # path  sha256  kind  size  facts  (written by `clawmark artifacts build` ...)
    seed/fs/photos/kitchen-floor.png  425c...  image  320462  {"moisture": "38.0 %"}

Columns: path relative to the task folder (no whitespace), SHA-256 of the bytes (hex), recipe
kind, size in bytes, and the key facts as a one-line JSON object (sorted keys). `build` writes
it; `verify` requires it to equal what the recipes produce; task lint checks every file against
its pin. The path and SHA-256 lead so that any `path sha256 …` reader keeps working.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

MANIFEST = "artifacts/MANIFEST"
HEADER = ("# path\tsha256\tkind\tsize\tfacts  (written by `clawmark artifacts build` from "
          "artifacts/recipes.yaml; do not edit)\n")


@dataclass(frozen=True)
class Entry:
    """One artifact: where, its SHA-256, what kind, how big (bytes), and its key facts."""

    path: str
    sha256: str
    kind: str
    size: int
    facts: dict[str, str]

    @classmethod
    def of(cls, path: str, kind: str, data: bytes, facts: dict[str, str]) -> "Entry":
        """The entry for `data` written at `path`."""
        return cls(path, hashlib.sha256(data).hexdigest(), kind, len(data), dict(facts))

    def line(self) -> str:
        facts = json.dumps(self.facts, sort_keys=True, ensure_ascii=False, separators=(", ", ": "))
        return f"{self.path}\t{self.sha256}\t{self.kind}\t{self.size}\t{facts}\n"


def render(entries: list[Entry]) -> str:
    """The MANIFEST text for `entries`, in the recipes' order."""
    return HEADER + "".join(e.line() for e in entries)


@dataclass(frozen=True)
class Pin:
    """One pinned artifact as read back: its path, its SHA-256 and its 1-based MANIFEST line."""

    path: str
    sha256: str
    line: int


def read_manifest(text: str) -> list[Pin]:
    """The pins of a MANIFEST text: `path sha256 …` per line; blank and `#` lines are skipped.

    Raises ValueError naming the line of an entry without a 64-hex-digit SHA-256.
    """
    pins = []
    for number, line in enumerate(text.splitlines(), 1):
        fields = line.split()
        if not fields or fields[0].startswith("#"):
            continue
        digest = fields[1].lower() if len(fields) > 1 else ""
        if len(digest) != 64 or any(ch not in "0123456789abcdef" for ch in digest):
            raise ValueError(f"line {number}: expected 'path sha256 …', got {line.strip()!r}")
        pins.append(Pin(fields[0], digest, number))
    return pins
