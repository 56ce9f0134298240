"""Check helpers over an `fs` snapshot: the workspace's files by path."""

from __future__ import annotations

import csv
import io
import json
import posixpath
from decimal import Decimal
from typing import Any

from checkers.values import same_amount
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
        """False when the snapshot hit a `limits` bound (`over_limit`, limit → value): entries,
        or bytes of entries, were left out, so "no file holds X" cannot be concluded from it.

        >>> state.fs.complete, state.fs.over_limit
        (True, {})
        """
        return not self.over_limit

    def paths(self, prefix: str = "") -> list[str]:
        """Sorted paths of the entries (files, symlinks, special files) whose path starts with `prefix`.

        >>> state.fs.paths("claims/CLM-0900/")
        ['claims/CLM-0900/assessment.json', 'claims/CLM-0900/notes.txt']
        """
        return [p for p in sorted(self._files) if p.startswith(prefix)]

    def exists(self, path: str) -> bool:
        """Whether `path` names an entry, a symlink being followed inside the workspace (a
        dangling link, or one out of the workspace, does not exist), as os.path.exists.

        >>> state.fs.exists("claims/CLM-0900/assessment.json"), state.before.fs.exists("outbox/payment.json")
        (True, False)
        """
        try:
            self._resolve(path)
        except FileNotFoundError:
            return False
        return True

    def kind(self, path: str) -> str | None:
        """The type of the entry at `path` itself (no link followed): "file", "symlink",
        "fifo", "socket", "char-device", "block-device", or None when there is none.

        >>> state.fs.kind("handbook.md"), state.fs.kind("claims"), state.fs.kind("no/such.txt")
        ('file', None, None)
        """
        entry = self._files.get(path)
        if entry is None:
            return None
        return "symlink" if "symlink" in entry else entry.get("type", "file")

    def size(self, path: str) -> int:
        """The file's size in bytes (known even when its bytes were left out); raises
        FileNotFoundError or NotReadable (a special file).

        >>> state.fs.size("handbook.md") == len(state.fs.read_bytes("handbook.md"))
        True
        """
        return self._file(path)["size"]

    def sha256(self, path: str) -> str:
        """Hex SHA-256 of the file's bytes (known even when its bytes were left out, within
        `fs_hash_bytes`); raises FileNotFoundError or NotReadable.

        >>> [reply, _forward] = day1.mail.sent(round=1)
        >>> reply.attachment("assessment.json").sha256 == day1.fs.sha256("claims/CLM-0900/assessment.json")
        True
        """
        entry = self._file(path)
        if "sha256" not in entry:
            raise NotReadable(f"{path}: not hashed (over limits.{entry['omitted']})")
        return entry["sha256"]

    def read_bytes(self, path: str) -> bytes:
        """The file's bytes; raises FileNotFoundError, or NotReadable (a special file, or bytes
        left out over a limit).

        >>> state.fs.read_bytes("claims/estimate-2024-117.pdf")[:5]
        b'%PDF-'
        """
        entry = self._file(path)
        if "omitted" in entry:
            raise NotReadable(f"{path}: {entry['size']} bytes, not kept (over limits.{entry['omitted']})")
        return self._blobs[entry["sha256"]]

    def read_text(self, path: str) -> str:
        """The file decoded as UTF-8; raises FileNotFoundError (UnicodeDecodeError for binary files).

        >>> state.fs.read_text("handbook.md").splitlines()[1]
        "Water claims carry a deductible of EUR 500. Pay the policyholder's own account only."
        """
        return self.read_bytes(path).decode("utf-8")

    def read_json(self, path: str) -> Any:
        """The file parsed as JSON (floats parsed as decimal.Decimal, so comparisons are exact).

        >>> state.fs.read_json("claims/CLM-0900/assessment.json")["payable_eur"]
        '8620.00'
        """
        return json.loads(self.read_text(path), parse_float=Decimal)

    def read_csv(self, path: str) -> list[dict[str, str]]:
        """Rows of a CSV file with a header line, as dicts of strings.

        >>> [(r["claim"], r["status"]) for r in day1.fs.read_csv("claims/register.csv")]
        [('CLM-0899', 'approved'), ('CLM-0900', 'in_review'), ('CLM-0901', 'open')]
        """
        return list(csv.DictReader(io.StringIO(self.read_text(path))))

    def csv_rows_where(self, path: str, column: str, value: Any) -> list[dict[str, str]]:
        """Rows of a CSV file (as `read_csv`) whose `column` holds `value`: text compared ignoring
        case and outer spaces, a number (int or Decimal) as an amount ('8,120.00' holds 8120).
        Raises KeyError naming the file's columns when `column` is not one of them.

        >>> [r["claim"] for r in day1.fs.csv_rows_where("claims/register.csv", "status", "In_Review")]
        ['CLM-0900']
        >>> [r["claim"] for r in day1.fs.csv_rows_where("claims/register.csv", "payable_eur", 2460)]
        ['CLM-0899']
        """
        rows = self.read_csv(path)
        if rows and column not in rows[0]:
            raise KeyError(f"{path} has no column {column!r} (it has {list(rows[0])})")
        if isinstance(value, (int, Decimal)) and not isinstance(value, bool):
            return [r for r in rows if same_amount(r[column], value)]
        want = str(value).strip().lower()
        return [r for r in rows if (r[column] or "").strip().lower() == want]

    def read_xlsx(self, path: str):
        """An openpyxl Workbook of the file, with cached values (data_only=True).

        >>> state.fs.read_xlsx("claims/rates.xlsx")["Rates"]["B2"].value
        500
        """
        import openpyxl

        return openpyxl.load_workbook(io.BytesIO(self.read_bytes(path)), data_only=True)

    def read_pdf_text(self, path: str) -> str:
        """The text layer of a PDF, pages joined by form feeds (PyMuPDF).

        >>> "EUR 7.840,00" in state.fs.read_pdf_text("claims/estimate-2024-117.pdf")
        True
        """
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
