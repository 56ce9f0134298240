"""The agent's workspace: read and write JSON, CSV and text files by workspace-relative path.

    files = Workspace(ctx.workspace)
    schedule = files.read_csv("policy/schedule.csv")             # [{"peril": "water", …}, …]
    files.write_json("claims/CLM-0417/assessment.json", {"payable_eur": 8120}, sort_keys=True)

Writes create missing folders, end files with a newline and write UTF-8; JSON is indented by
two spaces (RFC 8259), CSV has `\\n` line ends (RFC 4180 allows either).
"""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from clawmark.oracle_kit.env import variables


class Workspace:
    """The workspace folder `root` (default: CLAWMARK_WORKSPACE from os.environ). Paths are
    relative to it; one that leaves it raises ValueError."""

    def __init__(self, root: str | os.PathLike | None = None):
        self.root = Path(root if root is not None else variables(None, "fs", "CLAWMARK_WORKSPACE")[0])

    def path(self, rel: str) -> Path:
        """The absolute path of `rel`; raises ValueError for a path outside the workspace."""
        target = (self.root / rel).resolve()
        if not target.is_relative_to(self.root.resolve()):
            raise ValueError(f"{rel}: outside the workspace")
        return target

    def glob(self, pattern: str) -> list[str]:
        """Relative paths matching `pattern` (`"grant/quotes/*.pdf"`), sorted."""
        return sorted(p.relative_to(self.root).as_posix() for p in self.root.glob(pattern) if p.is_file())

    def read_bytes(self, rel: str) -> bytes:
        return self.path(rel).read_bytes()

    def read_text(self, rel: str) -> str:
        return self.path(rel).read_text(encoding="utf-8")

    def read_json(self, rel: str) -> Any:
        return json.loads(self.read_text(rel))

    def read_csv(self, rel: str) -> list[dict[str, str]]:
        """Rows of a CSV file with a header line, as {header: text}."""
        with open(self.path(rel), newline="", encoding="utf-8") as f:
            return list(csv.DictReader(f))

    def read_pdf_text(self, rel: str) -> str:
        """The text layer of a PDF, pages joined by newlines (PyMuPDF); scans need OCR instead."""
        import pymupdf

        with pymupdf.open(self.path(rel)) as pdf:
            return "\n".join(page.get_text() for page in pdf)

    def write_bytes(self, rel: str, data: bytes) -> None:
        target = self.path(rel)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)

    def write_text(self, rel: str, text: str) -> None:
        """Write `text` as UTF-8, adding a final newline when it has none."""
        self.write_bytes(rel, (text if text.endswith("\n") else text + "\n").encode("utf-8"))

    def write_json(self, rel: str, data: Any, sort_keys: bool = False) -> None:
        """Write `data` as JSON indented by two spaces (keys in insertion order unless `sort_keys`)."""
        self.write_text(rel, json.dumps(data, indent=2, sort_keys=sort_keys))

    def write_csv(self, rel: str, rows: Iterable[Sequence[Any] | Mapping[str, Any]],
                  header: Sequence[str] | None = None) -> None:
        """Write `rows` (lists, or dicts keyed by `header`) under the `header` line, if given."""
        out = io.StringIO()
        rows = list(rows)
        if rows and isinstance(rows[0], Mapping):
            writer = csv.DictWriter(out, fieldnames=list(header or rows[0]), lineterminator="\n")
            writer.writeheader()
            writer.writerows(rows)
        else:
            writer = csv.writer(out, lineterminator="\n")
            if header:
                writer.writerow(header)
            writer.writerows(rows)
        self.write_bytes(rel, out.getvalue().encode("utf-8"))
