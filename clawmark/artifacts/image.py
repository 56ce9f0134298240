"""Photo-like images (PNG or JPEG): a canvas, a surface texture, drawn elements, then camera effects.

    kind: image
    path: seed/fs/photos/receipt.png
    size: [960, 720]            # pixels
    background: [150, 112, 74]
    seed: 417                   # every random choice below comes from random.Random(seed)
    texture: {amplitude: 18, grain: 2, stains: [{box: [261, 301, 700, 620], darken: 30}], blur: 1.2}
    layout: {type: letter, ...}    # optional: receipt, whiteboard, note, id_card, screenshot, chart, letter,
                                   # page, bank_statement, email or chat (the last five place `lines:` themselves)
    elements: [{box: [40, 40, 420, 150], fill: [250, 250, 245]}, {text: "CLM-0417", at: [55, 55], size: 30}]
    photo: {perspective: 30, rotate: 2.5, lighting: 35, noise: 12, blur: 0.8}

Bytes are stable for a pinned Pillow (it bundles its font, zlib and libjpeg): PNGs carry no date
chunks, JPEGs no EXIF, noise comes from a seeded `random.Random`, never from Pillow's unseeded effect_noise.
"""

from __future__ import annotations

import io
import random
from pathlib import Path
from typing import Literal

from PIL import Image, ImageChops, ImageDraw, ImageFilter
from pydantic import Field

from clawmark.artifacts.base import RGB, Recipe
from clawmark.artifacts.elements import Box, Element, Text, font, width_of
from clawmark.artifacts.layouts import Layout
from clawmark.artifacts.ocr import TOOL, ocr
from clawmark.model import StrictModel

TABLE = (58, 52, 48)
ANCHORS = {"left": None, "right": "ra", "center": "ma"}


class Stain(StrictModel):
    """A region of the texture darkened by `darken` (water damage, a shadow)."""

    box: tuple[int, int, int, int] = Field(description="[x0, y0, x1, y1], half-open pixel box.")
    darken: int = Field(description="Subtracted from every channel inside the box.")


class Texture(StrictModel):
    """A mottled surface: each `grain`-wide run of pixels shifted by a seeded random amount."""

    amplitude: int = Field(ge=0, le=127, description="Shade varies uniformly in [-amplitude, amplitude].")
    grain: int = Field(1, ge=1, le=16, description="Pixels per run along x.")
    stains: list[Stain] = Field(default_factory=list, description="Darker regions of the surface.")
    blur: float = Field(0, ge=0, le=20, description="Gaussian blur radius (px) applied to the texture.")


class Photo(StrictModel):
    """Camera effects applied after drawing, in this order: lighting, perspective, rotation, noise, blur."""

    lighting: int = Field(0, ge=0, le=90, description="Percent darkening from the top edge to the bottom edge.")
    perspective: int = Field(0, ge=0, le=200, description="Max random displacement (px) of each corner.")
    rotate: float = Field(0, ge=-45, le=45, description="Degrees, counter-clockwise.")
    noise: int = Field(0, ge=0, le=64, description="Per-pixel sensor noise amplitude.")
    blur: float = Field(0, ge=0, le=10, description="Gaussian blur radius (px), for focus.")
    surround: RGB = Field(TABLE, description="Colour revealed outside the tilted picture.")


class Canvas(StrictModel):
    """A picture: background, texture, layout, elements (drawn in order), photo effects."""

    size: tuple[int, int] = Field(description="[width, height] in pixels.")
    background: RGB = (255, 255, 255)
    seed: int = Field(0, description="Seed of every random choice in this picture.")
    texture: Texture | None = Field(None, description="A mottled surface under everything (paper, table, wall).")
    layout: Layout | None = Field(None, description="Content placed by a layout's rules (receipt, letter, chat, "
                                                    "bank statement …), drawn before `elements`.")
    elements: list[Element] = Field(default_factory=list, description="Boxes and texts, drawn after the layout.")
    photo: Photo | None = Field(None, description="Camera effects, as if the picture was photographed.")

    def render(self) -> Image.Image:
        """The picture as an RGB Pillow image."""
        rng = random.Random(self.seed)
        img = Image.new("RGB", self.size, self.background)
        if self.texture:
            img = _texture(img, self.texture, rng)
        draw = ImageDraw.Draw(img)
        elements = (self.layout.elements(self.size) if self.layout else []) + self.elements
        for element in elements:
            if isinstance(element, Text) and element.hand:
                _handwriting(img, element, rng)
            else:
                _draw(draw, element)
        return _photo(img, self.photo, rng) if self.photo else img


class ImageRecipe(Recipe, Canvas):
    """A photo-like PNG, read back with tesseract OCR."""

    suffixes = (".png", ".jpg", ".jpeg")
    reader = TOOL
    kind: Literal["image"]
    quality: int = Field(85, ge=10, le=95, description="JPEG quality (for .jpg paths; photos with noise are "
                                                        "several times smaller as JPEG than as PNG).")

    def generate(self, work: Path) -> bytes:
        img = self.render()
        if self.suffix == ".png":
            return png(img)
        out = io.BytesIO()
        img.save(out, format="JPEG", quality=self.quality)
        return out.getvalue()

    def read(self, path: Path, work: Path) -> str:
        return ocr(path)


def png(img: Image.Image) -> bytes:
    """PNG bytes of `img`: no date or text chunks, fixed settings."""
    out = io.BytesIO()
    img.save(out, format="PNG", optimize=False)
    return out.getvalue()


def _texture(img: Image.Image, texture: Texture, rng: random.Random) -> Image.Image:
    px = img.load()
    width, height = img.size
    base = img.getpixel((0, 0))
    for y in range(height):
        for x in range(0, width, texture.grain):
            shade = rng.randint(-texture.amplitude, texture.amplitude) - sum(
                s.darken for s in texture.stains if s.box[0] <= x < s.box[2] and s.box[1] <= y < s.box[3])
            colour = tuple(max(0, min(255, c + shade)) for c in base)
            for dx in range(min(texture.grain, width - x)):
                px[x + dx, y] = colour
    return img.filter(ImageFilter.GaussianBlur(texture.blur)) if texture.blur else img


def _draw(draw: ImageDraw.ImageDraw, element: Box | Text) -> None:
    if isinstance(element, Box):
        if element.radius:
            draw.rounded_rectangle(element.box, radius=element.radius, fill=element.fill,
                                   outline=element.outline, width=element.width)
        else:
            draw.rectangle(element.box, fill=element.fill, outline=element.outline, width=element.width)
    else:
        draw.text(element.at, element.text, font=font(element.size), fill=element.fill, anchor=ANCHORS[element.align])


def _handwriting(img: Image.Image, text: Text, rng: random.Random) -> None:
    """Glyph by glyph in a thick stroke, each with its own size, slant, baseline and spacing jitter."""
    x, y = text.at
    if text.align != "left":
        x -= width_of(text.text, text.size) // (1 if text.align == "right" else 2)
    wobble = max(1, text.size // 12)
    for char in text.text:
        glyph = font(max(6, text.size + rng.randint(-wobble, wobble)))
        mask = Image.new("L", (text.size * 2, text.size * 2))
        ImageDraw.Draw(mask).text((text.size // 2, text.size // 2), char, font=glyph, fill=255,
                                  stroke_width=max(1, text.size // 24), stroke_fill=255)  # a marker stroke
        mask = mask.rotate(rng.uniform(-8, 8), Image.Resampling.BICUBIC)
        img.paste(text.fill, (int(x) - text.size // 2, y + rng.randint(-wobble, wobble) - text.size // 2), mask)
        x += glyph.getlength(char) + rng.randint(-1, 2)


def _photo(img: Image.Image, photo: Photo, rng: random.Random) -> Image.Image:
    width, height = img.size
    if photo.lighting:
        shade = Image.linear_gradient("L").resize(img.size).point(lambda v: 255 - v * photo.lighting // 100)
        img = ImageChops.multiply(img, Image.merge("RGB", (shade, shade, shade)))
    if photo.perspective:
        p = photo.perspective
        corners = [(0, 0), (0, height), (width, height), (width, 0)]
        quad = [c + rng.randint(-p, p) for corner in corners for c in corner]
        img = img.transform(img.size, Image.Transform.QUAD, quad, Image.Resampling.BICUBIC, fillcolor=photo.surround)
    if photo.rotate:
        img = img.rotate(photo.rotate, Image.Resampling.BICUBIC, fillcolor=photo.surround)
    if photo.noise:
        span = 2 * photo.noise
        grain = Image.frombytes("L", img.size, rng.randbytes(width * height)).point(lambda v: v * span // 255)
        img = ImageChops.add(img, Image.merge("RGB", (grain, grain, grain)), offset=-photo.noise)
    if photo.blur:
        img = img.filter(ImageFilter.GaussianBlur(photo.blur))
    return img
