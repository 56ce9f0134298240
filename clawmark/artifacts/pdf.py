"""Text PDFs (reportlab, invariant output): headings, paragraphs, tables, totals and forms.

    kind: pdf
    path: artifacts/estimate-v2.pdf
    title: Estimate E-2291-R1
    blocks:
      - heading: Brightwater Restoration GmbH
      - text: Repair estimate E-2291-R1 - claim CLM-0417
      - table: [["Water extraction and drying, 4 days", "EUR 2,150.00"], ...]
      - total: ["TOTAL (incl. VAT)", "EUR 9,120.00"]
      - fields: [["Policy number", "POL-88213"], ["Date of loss", "2024-03-02"]]

Blocks flow down an A4 page from the top (new pages as needed), in Helvetica: headings 16 pt
bold, text 11 pt, tables with the first column left-aligned and the others right-aligned,
totals 12 pt bold, forms as label + value on a ruled line. `invariant=1` fixes the dates and document id,
so the bytes depend only on the recipe and the pinned reportlab (read back with PyMuPDF).
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Literal

import pymupdf
from pydantic import Field
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from clawmark.artifacts.base import Recipe
from clawmark.artifacts.tools import ArtifactError
from clawmark.artifacts.unions import by_key
from clawmark.model import StrictModel

LEFT, RIGHT, TOP, BOTTOM = 60, 520, 780, 60
REGULAR, BOLD = "Helvetica", "Helvetica-Bold"


class Heading(StrictModel):
    """A heading line."""

    heading: str = Field(description="A 16 pt bold line.")


class Paragraph(StrictModel):
    """Lines of running text."""

    text: str = Field(description="11 pt text; each newline starts a new line, and a line wider than the "
                                  "page wraps at spaces.")


class Table(StrictModel):
    """A table of text cells."""

    table: list[list[str]] = Field(description="Rows of cells; first column left-aligned, others right-aligned.")
    header: bool = Field(False, description="Set the first row in bold.")
    columns: list[int] | None = Field(None, description="x (pt) of each column: the left edge of the first, "
                                                         "the right edge of the others. Default: spread to 520.")


class Total(StrictModel):
    """A total line: label and amount."""

    total: tuple[str, str] = Field(description="[label, amount], 12 pt bold, amount right-aligned.")


class Fields(StrictModel):
    """A filled-in form."""

    fields: list[tuple[str, str]] = Field(description="A form: [label, value] pairs, each value on a ruled line.")


Block = by_key({"heading": Heading, "text": Paragraph, "table": Table, "total": Total, "fields": Fields}, "block")


class Page(StrictModel):
    """A document's content: a title (PDF metadata) and blocks, top to bottom."""

    title: str = Field(description="The document title (PDF Info /Title).")
    blocks: list[Block] = Field(description="Content blocks, top to bottom: each one of heading, text, table, "
                                            "total, fields.")

    def pdf(self) -> bytes:
        """The content as text-PDF bytes (A4, reportlab invariant mode)."""
        out = io.BytesIO()
        Writer(out, self.title).write(self.blocks)
        return out.getvalue()


class PdfRecipe(Recipe, Page):
    """A text PDF, read back with PyMuPDF's text extraction."""

    suffixes = (".pdf",)
    reader = "PyMuPDF get_text"
    kind: Literal["pdf"]

    def generate(self, work: Path) -> bytes:
        return self.pdf()

    def read(self, path: Path, work: Path) -> str:
        return pdf_text(path)


def pdf_text(path: Path) -> str:
    """Every page's text, as PyMuPDF extracts it. Raises ArtifactError for a damaged PDF."""
    try:
        with pymupdf.open(path) as doc:
            return "\n".join(page.get_text() for page in doc)
    except (RuntimeError, pymupdf.mupdf.FzErrorBase) as e:
        raise ArtifactError(f"PyMuPDF cannot read {path.name}: {e}") from None


class Writer:
    """Lays blocks out down the page; sets a font only when it changes (smaller, stable output)."""

    def __init__(self, out: io.BytesIO, title: str):
        self.pdf = canvas.Canvas(out, pagesize=A4, invariant=1)
        self.pdf.setTitle(title)
        self.font: tuple[str, int] | None = None
        self.y = TOP

    def write(self, blocks: list[Block]) -> None:
        for block in blocks:
            getattr(self, type(block).__name__.lower())(block)
        self.pdf.showPage()
        self.pdf.save()

    def heading(self, block: Heading) -> None:
        for part in _fitted(block.heading, BOLD, 16):
            self._line([(LEFT, part, "left")], BOLD, 16)
            self.y -= 20

    def paragraph(self, block: Paragraph) -> None:
        for line in block.text.split("\n"):
            for part in _fitted(line, REGULAR, 11):
                self._line([(LEFT, part, "left")], REGULAR, 11)
                self.y -= 16
        self.y -= 4

    def table(self, block: Table) -> None:
        self.y -= 20
        for i, row in enumerate(block.table):
            xs = block.columns or _columns(len(row))
            self._line([(x, cell, "left" if c == 0 else "right") for c, (x, cell) in enumerate(zip(xs, row))],
                       BOLD if block.header and i == 0 else REGULAR, 11)
            self.y -= 20

    def total(self, block: Total) -> None:
        self.y -= 10
        self._line([(LEFT, block.total[0], "left"), (RIGHT, block.total[1], "right")], BOLD, 12)
        self.y -= 20

    def fields(self, block: Fields) -> None:
        for label, value in block.fields:
            self._line([(LEFT, label, "left")], REGULAR, 11)
            self.pdf.line(200, self.y - 4, RIGHT, self.y - 4)
            self.pdf.drawString(205, self.y, value)
            self.y -= 24

    def _line(self, cells: list[tuple[int, str, str]], name: str, size: int) -> None:
        if self.y < BOTTOM:
            self.pdf.showPage()
            self.y, self.font = TOP, None
        if self.font != (name, size):
            self.pdf.setFont(name, size)
            self.font = (name, size)
        for x, text, align in cells:
            (self.pdf.drawString if align == "left" else self.pdf.drawRightString)(x, self.y, text)


def _fitted(line: str, font: str, size: int) -> list[str]:
    """`line` as it fits between the margins: itself when it does (so the bytes of every PDF
    whose lines fit stay as they were), else broken at spaces (reportlab's simpleSplit)."""
    if stringWidth(line, font, size) <= RIGHT - LEFT:
        return [line]
    return simpleSplit(line, font, size, RIGHT - LEFT)


def _columns(n: int) -> list[int]:
    return [LEFT] + [RIGHT - (n - 1 - c) * 90 for c in range(1, n)]
