"""Scanned documents: a page laid out like a text PDF, rasterised, degraded, skewed, and saved as
an image-only PDF (no text layer), the way a flatbed scanner or a phone scan app delivers it.

    kind: scan
    path: seed/fs/claims/repair-invoice.pdf
    title: Invoice 1187
    blocks: [...]               # the same blocks as a text PDF (heading, text, table, total, fields)
    seed: 3
    dpi: 150                    # scan resolution
    skew: 1.2                   # degrees, counter-clockwise
    speckle: 8                  # dust specks per 10,000 pixels
    blur: 0.6                   # px
    quality: 60                 # JPEG quality of the page images

The page is rendered by PyMuPDF, degraded with Pillow (seeded), JPEG-encoded by Pillow's bundled
libjpeg and placed on A4 pages by reportlab in invariant mode: the bytes are stable for the
pinned libraries. Read back as an agent would: rasterise at 200 dpi, then tesseract OCR.
"""

from __future__ import annotations

import io
import random
from pathlib import Path
from typing import Literal

import pymupdf
from PIL import Image, ImageFilter
from pydantic import Field
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from clawmark.artifacts.base import Recipe
from clawmark.artifacts.ocr import ocr
from clawmark.artifacts.pdf import Page
from clawmark.artifacts.tools import ArtifactError

READ_DPI = 200


class ScanRecipe(Recipe, Page):
    """An image-only PDF of a degraded page scan, read back with OCR."""

    suffixes = (".pdf",)
    reader = f"PyMuPDF render {READ_DPI} dpi + tesseract --psm 6"
    kind: Literal["scan"]
    seed: int = Field(0, description="Seed of the specks.")
    dpi: int = Field(150, ge=72, le=300, description="Scan resolution, dots per inch.")
    skew: float = Field(0, ge=-10, le=10, description="Rotation of the page on the glass, degrees.")
    speckle: int = Field(0, ge=0, le=200, description="Dust specks per 10,000 pixels.")
    blur: float = Field(0, ge=0, le=5, description="Gaussian blur radius, px.")
    quality: int = Field(60, ge=10, le=95, description="JPEG quality of the page images.")

    def generate(self, work: Path) -> bytes:
        rng = random.Random(self.seed)
        out = io.BytesIO()
        pdf = canvas.Canvas(out, pagesize=A4, invariant=1)
        pdf.setTitle(self.title)
        with pymupdf.open(stream=self.pdf(), filetype="pdf") as doc:
            for page in doc:
                pix = page.get_pixmap(dpi=self.dpi, colorspace=pymupdf.csGRAY)
                scan = self._degrade(Image.frombytes("L", (pix.width, pix.height), pix.samples), rng)
                jpeg = io.BytesIO()
                scan.save(jpeg, format="JPEG", quality=self.quality)
                jpeg.seek(0)
                pdf.drawImage(ImageReader(jpeg), 0, 0, width=A4[0], height=A4[1])
                pdf.showPage()
        pdf.save()
        return out.getvalue()

    def _degrade(self, img: Image.Image, rng: random.Random) -> Image.Image:
        img = img.point(lambda v: 40 + v * 196 // 255)  # grey paper, grey toner
        if self.skew:
            img = img.rotate(self.skew, Image.Resampling.BICUBIC, fillcolor=236)
        px = img.load()
        for _ in range(img.width * img.height * self.speckle // 10_000):
            px[rng.randrange(img.width), rng.randrange(img.height)] = rng.choice((30, 90, 250))
        return img.filter(ImageFilter.GaussianBlur(self.blur)) if self.blur else img

    def read(self, path: Path, work: Path) -> str:
        texts = []
        try:
            with pymupdf.open(path) as doc:
                for i, page in enumerate(doc):
                    if page.get_text().strip():
                        raise ArtifactError(f"page {i + 1} of {path.name} has a text layer: not a scan")
                    page.get_pixmap(dpi=READ_DPI).save(work / f"page-{i}.png")
                    texts.append(ocr(work / f"page-{i}.png"))
        except (RuntimeError, pymupdf.mupdf.FzErrorBase) as e:
            raise ArtifactError(f"PyMuPDF cannot read {path.name}: {e}") from None
        return "\n".join(texts)
