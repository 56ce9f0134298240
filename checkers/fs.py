"""Check helpers over an `fs` snapshot: the workspace's files by path."""

from __future__ import annotations

import csv
import io
import json
import posixpath
from typing import Any

from clawmark.services.base import Snapshot


class NotReadable(OSError):
    """The entry at a path has no bytes a check can read: a FIFO, socket or device node, or a
    file whose bytes the snapshot left out (over a `limits` bound; its size and, within
    `fs_hash_bytes`, its SHA-256 are still known)."""


_HOPS = 40  # symlinks followed in one lookup, as Linux's ELOOP limit


class FsView:
    """Read-only view of the workspace as it was snapshotted (clawmark.services.fs.snapshot).

    Paths are workspace-relative POSIX paths (a name that is not UTF-8 in the escaped form of
    clawmark.services.fs.names). Reading follows symlinks the way a reader opening the file
    would, but only inside the workspace: a link to an absolute path or out of the workspace
    reads as missing. Reading a missing path raises FileNotFoundError, one without readable
    bytes NotReadable; a check that does so fails with that as its detail.
    """

    def __init__(self, snapshot: Snapshot):
        files = snapshot.data["files"]
        # a plain UTF-8 name wins over an escaped one spelled the same
        self._files = {f["path"]: f for f in sorted(files, key=lambda f: bool(f.get("escaped")), reverse=True)}
        self._blobs = snapshot.blobs
        self.over_limit: dict[str, int] = dict(snapshot.data.get("over_limit", {}))

    @property
    def complete(self) -> bool:
        """False when the snapshot hit a `limits` bound (`over_limit`): entries, or bytes of
        entries, were left out, so "no file holds X" cannot be concluded from it."""
        return not self.over_limit

    def paths(self, prefix: str = "") -> list[str]:
        """Sorted paths of the entries (files, symlinks, special files) whose path starts with `prefix`."""
        return [p for p in sorted(self._files) if p.startswith(prefix)]

    def exists(self, path: str) -> bool:
        """Whether `path` names an entry, a symlink being followed inside the workspace (a
        dangling link, or one out of the workspace, does not exist), as os.path.exists."""
        try:
            self._resolve(path)
        except FileNotFoundError:
            return False
        return True

    def kind(self, path: str) -> str | None:
        """The type of the entry at `path` itself (no link followed): "file", "symlink",
        "fifo", "socket", "char-device", "block-device", or None when there is none."""
        entry = self._files.get(path)
        if entry is None:
            return None
        return "symlink" if "symlink" in entry else entry.get("type", "file")

    def size(self, path: str) -> int:
        """The file's size in bytes (known even when its bytes were left out)."""
        return self._file(path)["size"]

    def sha256(self, path: str) -> str:
        """Hex SHA-256 of the file's bytes (known even when its bytes were left out, within `fs_hash_bytes`)."""
        entry = self._file(path)
        if "sha256" not in entry:
            raise NotReadable(f"{path}: not hashed (over limits.{entry['omitted']})")
        return entry["sha256"]

    def read_bytes(self, path: str) -> bytes:
        entry = self._file(path)
        if "omitted" in entry:
            raise NotReadable(f"{path}: {entry['size']} bytes, not kept (over limits.{entry['omitted']})")
        return self._blobs[entry["sha256"]]

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

    def _file(self, path: str) -> dict:
        """The regular-file entry `path` leads to; FileNotFoundError or NotReadable."""
        entry = self._resolve(path)
        if "type" in entry:
            raise NotReadable(f"{path}: a {entry['type']}, not a regular file")
        return entry

    def _resolve(self, path: str) -> dict:
        """The entry `path` leads to after following symlinks inside the workspace."""
        parts, hops, done = [p for p in path.split("/") if p not in ("", ".")], 0, []
        while parts:
            done.append(parts.pop(0))
            entry = self._files.get("/".join(done))
            if entry is None or "symlink" not in entry:
                continue
            hops += 1
            target = entry["symlink"]
            joined = posixpath.normpath(posixpath.join(*done[:-1], target) if done[:-1] else target)
            if hops > _HOPS or target.startswith("/") or joined == ".." or joined.startswith("../"):
                raise FileNotFoundError(path)
            parts, done = [p for p in joined.split("/") if p not in ("", ".")] + parts, []
        entry = self._files.get("/".join(done))
        if entry is None or "symlink" in entry:
            raise FileNotFoundError(path)
        return entry
