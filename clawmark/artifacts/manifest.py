"""`artifacts/MANIFEST`: what a bundle's recipes produced, one tab-separated line per artifact.

    # path  kind  size  sha256  facts
    seed/fs/photos/kitchen-floor.png  image  130519  425c...  {"moisture": "38.0 %"}

Columns: path relative to the task folder, recipe kind, size in bytes, SHA-256 of the bytes
(hex), and the key facts as a one-line JSON object (sorted keys). Written by
`clawmark artifacts build`; `verify` requires it to equal what the recipes produce.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

MANIFEST = "artifacts/MANIFEST"
HEADER = ("# Written by `clawmark artifacts build` from artifacts/recipes.yaml; do not edit.\n"
          "# path\tkind\tsize\tsha256\tfacts\n")


@dataclass(frozen=True)
class Entry:
    """One artifact: where, what kind, how big (bytes), its SHA-256 and its key facts."""

    path: str
    kind: str
    size: int
    sha256: str
    facts: dict[str, str]

    @classmethod
    def of(cls, path: str, kind: str, data: bytes, facts: dict[str, str]) -> "Entry":
        """The entry for `data` written at `path`."""
        return cls(path, kind, len(data), hashlib.sha256(data).hexdigest(), dict(facts))

    def line(self) -> str:
        facts = json.dumps(self.facts, sort_keys=True, ensure_ascii=False, separators=(", ", ": "))
        return f"{self.path}\t{self.kind}\t{self.size}\t{self.sha256}\t{facts}\n"


def render(entries: list[Entry]) -> str:
    """The MANIFEST text for `entries`, in the recipes' order."""
    return HEADER + "".join(e.line() for e in entries)


def parse(text: str) -> dict[str, Entry]:
    """Path -> Entry of a MANIFEST text; lines that do not parse are skipped (verify reports them)."""
    entries = {}
    for line in text.splitlines():
        parts = line.split("\t")
        if line.startswith("#") or len(parts) != 5 or not parts[2].isdigit():
            continue
        try:
            facts = json.loads(parts[4])
        except json.JSONDecodeError:
            continue
        entries[parts[0]] = Entry(parts[0], parts[1], int(parts[2]), parts[3], facts)
    return entries
