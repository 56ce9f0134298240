"""The layouts an image expands from: content (merchant, lines, rows, bars...) placed by fixed rules.

Receipts, whiteboards, notes, ID cards, app screenshots and bar charts are here; pages of paper
(a letter or document page, a bank statement: clawmark.artifacts.paper) and message screens (an
email, a chat: clawmark.artifacts.screens) take `lines:` and place them automatically. The image
module draws a layout's elements first, then the recipe's own `elements`, then camera effects.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from clawmark.artifacts.base import RGB
from clawmark.artifacts.elements import INK, Box, Element, Text
from clawmark.artifacts.paper import BankStatement, Letter
from clawmark.artifacts.screens import Chat, EmailScreen
from clawmark.artifacts.unions import by_field
from clawmark.model import StrictModel


class Receipt(StrictModel):
    """A till receipt on a table: merchant, item lines with amounts, a total, footer lines."""

    type: Literal["receipt"]
    merchant: str = Field(description="The shop name printed at the top.")
    lines: list[tuple[str, str]] = Field(description="[item, amount] pairs.")
    total: tuple[str, str] = Field(description="[label, amount].")
    footer: list[str] = Field(default_factory=list, description="Small lines under the total.")
    size: int = Field(26, ge=10, le=80, description="Font size, px.")

    def elements(self, canvas: tuple[int, int]) -> list[Element]:
        w, h = canvas
        step = self.size * 3 // 2
        x0, x1 = w // 5, w - w // 5
        out: list[Element] = [Box(box=(x0, 10, x1, h - 10), fill=(246, 244, 236))]
        out.append(Text(text=self.merchant, at=(w // 2, 30), size=self.size + 6, align="center"))
        y = 30 + 2 * step
        for label, value in [*self.lines, self.total]:
            bigger = (label, value) == tuple(self.total)
            out += [Text(text=label, at=(x0 + 20, y), size=self.size + (4 if bigger else 0)),
                    Text(text=value, at=(x1 - 20, y), size=self.size + (4 if bigger else 0), align="right")]
            y += step
        for line in self.footer:
            out.append(Text(text=line, at=(x0 + 20, y + step // 2), size=self.size - 4))
            y += step
        return out


class Whiteboard(StrictModel):
    """A whiteboard in a meeting room with handwritten marker lines."""

    type: Literal["whiteboard", "note"]
    lines: list[str] = Field(description="Handwritten lines, top to bottom.")
    ink: RGB = (25, 60, 160)
    size: int = Field(40, ge=10, le=120, description="Letter size, px.")

    def elements(self, canvas: tuple[int, int]) -> list[Element]:
        w, h = canvas
        paper = (250, 236, 130) if self.type == "note" else (240, 242, 240)
        margin = w // 12 if self.type == "note" else w // 20
        out: list[Element] = [Box(box=(margin, margin, w - margin, h - margin), fill=paper,
                                  outline=(150, 150, 150) if self.type == "whiteboard" else None, width=8)]
        for i, line in enumerate(self.lines):
            out.append(Text(text=line, at=(margin + self.size, margin + self.size + i * self.size * 3 // 2),
                            size=self.size, fill=self.ink, hand=True))
        return out


class IdCard(StrictModel):
    """An identity or membership card: issuer band, photo placeholder, name, labelled fields."""

    type: Literal["id_card"]
    issuer: str = Field(description="Who issued the card, in the band at the top.")
    name: str = Field(description="The holder's name.")
    fields: list[tuple[str, str]] = Field(description="[label, value] pairs.")
    band: RGB = (30, 80, 140)

    def elements(self, canvas: tuple[int, int]) -> list[Element]:
        w, h = canvas
        x0, y0, x1, y1 = w // 8, h // 8, w - w // 8, h - h // 8
        out: list[Element] = [Box(box=(x0, y0, x1, y1), fill=(236, 240, 246), radius=24),
                              Box(box=(x0, y0, x1, y0 + 70), fill=self.band, radius=24),
                              Text(text=self.issuer, at=(x0 + 30, y0 + 18), size=32, fill=(255, 255, 255)),
                              Box(box=(x0 + 30, y0 + 100, x0 + 190, y0 + 300), fill=(180, 186, 196)),
                              Text(text=self.name, at=(x0 + 220, y0 + 100), size=36)]
        for i, (label, value) in enumerate(self.fields):
            out.append(Text(text=f"{label}: {value}", at=(x0 + 220, y0 + 160 + i * 40), size=26))
        return out


class Screenshot(StrictModel):
    """An application window: title bar, heading, and a table of rows (one may be highlighted)."""

    type: Literal["screenshot"]
    app: str = Field(description="The window title.")
    heading: str = Field(description="The heading above the table.")
    columns: list[str] = Field(description="Column headers.")
    rows: list[list[str]] = Field(description="Table rows, one cell per column.")
    highlight: int | None = Field(None, description="0-based row drawn highlighted.")

    def elements(self, canvas: tuple[int, int]) -> list[Element]:
        w, _ = canvas
        col = (w - 60) // max(1, len(self.columns))
        out: list[Element] = [Box(box=(0, 0, w, 40), fill=(45, 48, 56)),
                              Text(text=self.app, at=(16, 8), size=22, fill=(230, 230, 230)),
                              Text(text=self.heading, at=(30, 60), size=32)]
        for r, row in enumerate([self.columns, *self.rows]):
            y = 120 + r * 44
            if r and r - 1 == self.highlight:
                out.append(Box(box=(20, y - 6, w - 20, y + 34), fill=(255, 240, 170)))
            out.append(Box(box=(20, y + 36, w - 20, y + 37), fill=(210, 210, 210)))
            out += [Text(text=cell, at=(30 + c * col, y), size=24, fill=(90, 90, 90) if r == 0 else INK)
                    for c, cell in enumerate(row)]
        return out


class Chart(StrictModel):
    """A bar chart: title, one bar per [label, value], the value printed above each bar."""

    type: Literal["chart"]
    title: str = Field(description="The chart title.")
    bars: list[tuple[str, int]] = Field(description="[label, value] pairs, one bar each.")
    unit: str = Field("", description="Printed after each value, e.g. ' %'.")
    colour: RGB = (60, 110, 180)

    def elements(self, canvas: tuple[int, int]) -> list[Element]:
        w, h = canvas
        top, base, left = 110, h - 70, 60
        slot = (w - 2 * left) // max(1, len(self.bars))
        peak = max((v for _, v in self.bars), default=1) or 1
        out: list[Element] = [Text(text=self.title, at=(w // 2, 24), size=34, align="center"),
                              Box(box=(left, base, w - left, base + 2), fill=INK)]
        for i, (label, value) in enumerate(self.bars):
            x = left + i * slot + slot // 2
            top_y = base - (base - top) * max(0, value) // peak
            out += [Box(box=(x - slot // 3, top_y, x + slot // 3, base), fill=self.colour),
                    Text(text=f"{value}{self.unit}", at=(x, top_y - 36), size=26, align="center"),
                    Text(text=label, at=(x, base + 12), size=24, align="center")]
        return out


Layout = by_field("type", (Receipt, Whiteboard, IdCard, Screenshot, Chart, Letter, BankStatement, EmailScreen, Chat))
