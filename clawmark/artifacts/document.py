"""Word documents (.docx, python-docx) from the same blocks as a text PDF.

    kind: document
    path: seed/fs/contracts/engagement-letter.docx
    title: Engagement letter
    blocks: [{heading: ...}, {text: ...}, {table: [...], header: true}, {total: [...]}, {fields: [...]}]

Headings are Word `Heading 1`, text is one paragraph per line, tables and forms are `Table Grid`
tables, totals a bold paragraph. Core properties are fixed (2000-01-01, author ClawMark) and the
zip entry times too, so the bytes depend only on the recipe and the pinned python-docx. Read
back as an agent would: python-docx paragraph and table-cell text.
"""

from __future__ import annotations

import io
import zipfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Literal

import docx
from docx.opc.exceptions import PackageNotFoundError

from clawmark.artifacts.base import Recipe
from clawmark.artifacts.pdf import Heading, Page, Paragraph, Table, Total
from clawmark.artifacts.tools import ArtifactError
from clawmark.artifacts.zips import fixed_times

FIXED = datetime(2000, 1, 1, tzinfo=timezone.utc)


class DocumentRecipe(Recipe, Page):
    """A .docx document, read back with python-docx."""

    suffixes = (".docx",)
    reader = "python-docx"
    kind: Literal["document"]

    def generate(self, work: Path) -> bytes:
        doc = docx.Document()
        props = doc.core_properties
        props.title, props.author, props.last_modified_by = self.title, "ClawMark", "ClawMark"
        props.created = props.modified = FIXED
        props.comments = ""
        for block in self.blocks:
            if isinstance(block, Heading):
                doc.add_heading(block.heading, level=1)
            elif isinstance(block, Paragraph):
                for line in block.text.split("\n"):
                    doc.add_paragraph(line)
            elif isinstance(block, Total):
                doc.add_paragraph().add_run(f"{block.total[0]}\t{block.total[1]}").bold = True
            else:
                rows = block.table if isinstance(block, Table) else [list(f) for f in block.fields]
                _table(doc, rows, bold_first=isinstance(block, Table) and block.header)
        out = io.BytesIO()
        doc.save(out)
        return fixed_times(out.getvalue())

    def read(self, path: Path, work: Path) -> str:
        try:
            doc = docx.Document(str(path))
        except (PackageNotFoundError, zipfile.BadZipFile, KeyError, ValueError) as e:
            raise ArtifactError(f"python-docx cannot read {path.name}: {e}") from None
        lines = [p.text for p in doc.paragraphs]
        lines += ["\t".join(cell.text for cell in row.cells) for t in doc.tables for row in t.rows]
        return "\n".join(lines)


def _table(doc, rows: list[list[str]], bold_first: bool) -> None:
    width = max(len(r) for r in rows) if rows else 1
    table = doc.add_table(rows=len(rows), cols=width)
    table.style = "Table Grid"
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            table.cell(r, c).paragraphs[0].add_run(text).bold = bold_first and r == 0
