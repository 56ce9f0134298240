"""Check helpers over an `fs` snapshot: the workspace's files by path."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from clawmark.services.base import Snapshot


class FsView:
    """Read-only view of the workspace as it was snapshotted.

    Paths are workspace-relative POSIX paths. Reading a missing path raises FileNotFoundError
    (a check that does so fails with that as its detail).
    """

    def __init__(self, snapshot: Snapshot):
        self._files = {f["path"]: f for f in snapshot.data["files"]}
        self._blobs = snapshot.blobs

    def paths(self, prefix: str = "") -> list[str]:
        """Sorted paths of files whose path starts with `prefix`."""
        return [p for p in sorted(self._files) if p.startswith(prefix)]

    def exists(self, path: str) -> bool:
        return path in self._files

    def sha256(self, path: str) -> str:
        """Hex SHA-256 of the file's bytes."""
        return self._entry(path)["sha256"]

    def read_bytes(self, path: str) -> bytes:
        return self._blobs[self._entry(path)["sha256"]]

    def read_text(self, path: str) -> str:
        return self.read_bytes(path).decode("utf-8")

    def read_json(self, path: str) -> Any:
        """The file parsed as JSON (floats parsed as decimal.Decimal, so comparisons are exact)."""
        from decimal import Decimal

        return json.loads(self.read_text(path), parse_float=Decimal)

    def read_csv(self, path: str) -> list[dict[str, str]]:
        """Rows of a CSV file with a header line, as dicts of strings."""
        return list(csv.DictReader(io.StringIO(self.read_text(path))))

    def read_xlsx(self, path: str):
        """An openpyxl Workbook of the file, with cached values (data_only=True)."""
        import openpyxl

        return openpyxl.load_workbook(io.BytesIO(self.read_bytes(path)), data_only=True)

    def read_pdf_text(self, path: str) -> str:
        """The text layer of a PDF, pages joined by form feeds (PyMuPDF)."""
        import pymupdf

        with pymupdf.open(stream=self.read_bytes(path), filetype="pdf") as doc:
            return "\f".join(page.get_text() for page in doc)

    def _entry(self, path: str) -> dict:
        entry = self._files.get(path)
        if entry is None or "sha256" not in entry:
            raise FileNotFoundError(path)
        return entry
