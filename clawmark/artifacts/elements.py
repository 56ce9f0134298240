"""What an image is drawn from: boxes and lines of text, and the bundled font that sets them.

A layout (clawmark.artifacts.layouts) expands to these elements; a recipe may also list its own.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from PIL import ImageFont
from pydantic import Field

from clawmark.artifacts.base import RGB
from clawmark.artifacts.unions import by_key
from clawmark.model import StrictModel

INK = (20, 20, 20)


class Box(StrictModel):
    """A filled and/or outlined rectangle, rounded when `radius` > 0."""

    box: tuple[int, int, int, int] = Field(description="[x0, y0, x1, y1] in pixels, inclusive.")
    fill: RGB | None = Field(None, description="Fill colour (none: transparent).")
    outline: RGB | None = Field(None, description="Outline colour (none: no outline).")
    width: int = Field(1, ge=0, description="Outline width, px.")
    radius: int = Field(0, ge=0, description="Corner radius, px.")


class Text(StrictModel):
    """One line of text at `at` ([x, y] of its top-left; top-right when align is right)."""

    text: str = Field(description="The line of text (no line breaks).")
    at: tuple[int, int] = Field(description="[x, y] in pixels of the anchor (see `align`).")
    size: int = Field(28, ge=6, le=400, description="Font size, px (Pillow's bundled Aileron font).")
    fill: RGB = INK
    align: Literal["left", "right", "center"] = Field("left", description="Which point of the line `at` is: "
                                                      "its left, right or middle top.")
    hand: bool = Field(False, description="Handwritten look: every glyph jitters in size and baseline.")


Element = by_key({"box": Box, "text": Text}, "element")


@cache
def font(size: int) -> ImageFont.FreeTypeFont:
    """Pillow's bundled font (Aileron Regular) at `size` px: pinned with Pillow itself."""
    return ImageFont.load_default(size=size)


def width_of(text: str, size: int) -> int:
    """Rendered width of `text` at `size` px, rounded up."""
    return int(font(size).getlength(text)) + 1
