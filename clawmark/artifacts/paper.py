"""Layouts of a sheet of paper photographed on a desk: a letter or document page, a bank statement.

    layout:
      type: letter                # or page: the same without letterhead rule
      letterhead: [Nordlicht Logistik GmbH, Hafenstrasse 12, 20457 Hamburg]
      lines: ["Hamburg, 3 June 2024", "", "Change of bank details", "From 1 July please pay to ..."]
      signature: J. Berger

    layout:
      type: bank_statement
      bank: Hansa Sparkasse
      holder: Lindwerk GmbH
      iban: DE12 2005 0550 1234 5678 90
      period: 1-31 May 2024
      opening: EUR 12,480.00
      lines: [["02.05.", "SEPA transfer Nordlicht Logistik INV-2291", "-4,120.00"], ...]
      closing: EUR 8,360.00

The sheet fills the canvas less a margin (use a portrait `size`, e.g. [900, 1200], and `photo`
effects for the camera); lines wrap to its width and are set at the largest font size that fits
(or at `size`). Pillow's bundled Aileron font throughout.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from clawmark.artifacts.base import RGB
from clawmark.artifacts.elements import INK, Box, Element, Text, width_of
from clawmark.artifacts.flow import fit, step, wrap
from clawmark.model import StrictModel

PAPER = (250, 249, 243)
GREY = (110, 110, 110)
RULE = (200, 198, 190)
FONT_SIZE = Field(None, ge=10, le=60, description="Body font size, px. Default: the largest from 28 px down at "
                                                   "which everything fits the sheet.")


def sheet(canvas: tuple[int, int], paper: RGB) -> tuple[Box, int, int, int, int]:
    """The sheet of paper on `canvas` and its writing area (x0, y0, x1, y1), px."""
    w, h = canvas
    x0, y0, x1, y1 = w // 14, h // 28, w - w // 14, h - h // 28
    pad = (x1 - x0) // 12
    return Box(box=(x0, y0, x1, y1), fill=paper, outline=RULE, width=2), x0 + pad, y0 + pad, x1 - pad, y1 - pad


class Letter(StrictModel):
    """A letter or a document page: letterhead lines, then body lines wrapped to the sheet, then a
    handwritten signature, placed top-down at the largest font size that fits."""

    type: Literal["letter", "page"]
    letterhead: list[str] = Field(default_factory=list,
                                  description="Lines at the top, larger, over a rule: the sender's name and address.")
    lines: list[str] = Field(min_length=1, description="Body lines, top to bottom; a long line wraps to the sheet's "
                                                       "width, \"\" is an empty line.")
    signature: str | None = Field(None, description="Handwritten under the body, e.g. 'J. Berger'.")
    size: int | None = FONT_SIZE
    paper: RGB = Field(PAPER, description="Colour of the paper.")

    def elements(self, canvas: tuple[int, int]) -> list[Element]:
        paper, left, top, right, bottom = sheet(canvas, self.paper)

        def place(size: int) -> tuple[list[Element], int]:
            out: list[Element] = [paper]
            y = top
            for line in self.letterhead:
                out.append(Text(text=line, at=(left, y), size=size + size // 3))
                y += step(size + size // 3)
            if self.letterhead:
                out.append(Box(box=(left, y + size // 3, right, y + size // 3 + 1), fill=RULE))
                y += size
            for line in self.lines:
                for part in wrap(line, size, right - left):
                    out.append(Text(text=part, at=(left, y), size=size))
                    y += step(size)
            if self.signature:
                out.append(Text(text=self.signature, at=(left, y + size // 2), size=size * 3 // 2, hand=True))
                y += size // 2 + step(size * 3 // 2)
            return out, y

        return fit(place, bottom, 28, f"layout {self.type}", self.size)


class BankStatement(StrictModel):
    """A bank statement page: the bank, the account holder, IBAN and period, then one row per
    booking ([date, description, amount]: dates left, descriptions wrapped, amounts right-aligned)
    between the opening and the closing balance."""

    type: Literal["bank_statement"]
    bank: str = Field(description="The bank's name, at the top.")
    holder: str = Field(description="The account holder.")
    iban: str | None = Field(None, description="The account's IBAN, printed as given.")
    period: str | None = Field(None, description="The statement period, e.g. '1-31 May 2024'.")
    columns: tuple[str, str, str] = Field(("Date", "Description", "Amount"), description="The three column headers.")
    lines: list[tuple[str, str, str]] = Field(min_length=1, description="Bookings: [date, description, amount].")
    opening: str | None = Field(None, description="Opening balance, printed as given (a row above the bookings).")
    closing: str | None = Field(None, description="Closing balance, printed as given (a row under the bookings).")
    size: int | None = FONT_SIZE
    paper: RGB = Field(PAPER, description="Colour of the paper.")

    def elements(self, canvas: tuple[int, int]) -> list[Element]:
        paper, left, top, right, bottom = sheet(canvas, self.paper)
        header = ([self.holder] + ([f"IBAN {self.iban}"] if self.iban else [])
                  + ([f"Statement period {self.period}"] if self.period else []))
        rows = (([("", "Opening balance", self.opening)] if self.opening else []) + list(self.lines)
                + ([("", "Closing balance", self.closing)] if self.closing else []))

        def place(size: int) -> tuple[list[Element], int]:
            out: list[Element] = [paper, Text(text=self.bank, at=(left, top), size=size * 3 // 2)]
            y = top + step(size * 3 // 2)
            for line in header:
                out.append(Text(text=line, at=(left, y), size=size))
                y += step(size)
            gap = size
            date_w = max(width_of(r[0], size) for r in [self.columns, *rows]) + gap
            amount_w = max(width_of(r[2], size) for r in [self.columns, *rows])
            text_w = right - left - date_w - amount_w - gap
            y += size
            for n, (date, text, amount) in enumerate([self.columns, *rows]):
                parts = wrap(text, size, text_w)
                height = step(size) * len(parts)
                shade = (226, 226, 222) if n == 0 else (240, 239, 233) if n % 2 == 0 else None
                if shade:
                    out.append(Box(box=(left - size // 3, y - size // 4, right + size // 3, y + height - size // 4),
                                   fill=shade))
                ink = GREY if n == 0 else INK
                out += [Text(text=date, at=(left, y), size=size, fill=ink),
                        Text(text=amount, at=(right, y), size=size, fill=ink, align="right")]
                out += [Text(text=part, at=(left + date_w, y + i * step(size)), size=size, fill=ink)
                        for i, part in enumerate(parts)]
                y += height
            return out, y

        return fit(place, bottom, 28, "layout bank_statement", self.size)
