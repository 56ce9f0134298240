"""Check helpers over an `fs` snapshot: the workspace's files by path."""

from __future__ import annotations

import csv
import io
import json
from decimal import Decimal
from typing import Any

from checkers.values import same_amount
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
        """Sorted paths of files whose path starts with `prefix`.

        >>> state.fs.paths("claims/CLM-0900/")
        ['claims/CLM-0900/assessment.json', 'claims/CLM-0900/notes.txt']
        """
        return [p for p in sorted(self._files) if p.startswith(prefix)]

    def exists(self, path: str) -> bool:
        """Whether the workspace has a file at `path`.

        >>> state.fs.exists("claims/CLM-0900/assessment.json"), state.before.fs.exists("outbox/payment.json")
        (True, False)
        """
        return path in self._files

    def sha256(self, path: str) -> str:
        """Hex SHA-256 of the file's bytes.

        >>> [reply, _forward] = day1.mail.sent(round=1)
        >>> reply.attachment("assessment.json").sha256 == day1.fs.sha256("claims/CLM-0900/assessment.json")
        True
        """
        return self._entry(path)["sha256"]

    def read_bytes(self, path: str) -> bytes:
        """The file's bytes; raises FileNotFoundError.

        >>> state.fs.read_bytes("claims/estimate-2024-117.pdf")[:5]
        b'%PDF-'
        """
        return self._blobs[self._entry(path)["sha256"]]

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

    def _entry(self, path: str) -> dict:
        entry = self._files.get(path)
        if entry is None or "sha256" not in entry:
            raise FileNotFoundError(path)
        return entry
