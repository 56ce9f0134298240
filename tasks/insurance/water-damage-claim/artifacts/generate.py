"""Regenerate this task's raw evidence, byte for byte.

    python artifacts/generate.py        (from the task folder, with the project's .venv)

Writes the photo and the estimate PDFs to their places under seed/fs/ and artifacts/.
Pillow PNGs carry no date chunks; reportlab runs with invariant=1 (fixed dates and ids).
The SHA-256 of every output is pinned in artifacts/MANIFEST.
"""

from __future__ import annotations

import random
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont
from reportlab import rl_config
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

TASK = Path(__file__).resolve().parent.parent
CLAIM = TASK / "seed/fs/claims/CLM-0417"


def damage_photo(path: Path) -> None:
    """A kitchen floor with a moisture meter reading 38 % and an adjuster's tag."""
    rng = random.Random(417)
    img = Image.new("RGB", (960, 720), (150, 112, 74))
    px = img.load()
    for y in range(720):
        for x in range(0, 960, 2):
            shade = rng.randint(-18, 18) - (30 if 260 < x < 700 and 300 < y < 620 else 0)
            r, g, b = 150 + shade, 112 + shade, 74 + shade
            px[x, y] = px[x + 1, y] = (r, g, b)
    img = img.filter(ImageFilter.GaussianBlur(1.2))
    draw = ImageDraw.Draw(img)
    font = ImageFont.load_default(size=44)
    small = ImageFont.load_default(size=30)
    draw.rounded_rectangle((560, 90, 900, 330), radius=24, fill=(235, 200, 40), outline=(40, 40, 40), width=4)
    draw.rectangle((590, 130, 870, 230), fill=(200, 220, 200))
    draw.text((610, 150), "38.0 %", font=font, fill=(10, 10, 10))
    draw.text((600, 255), "MOISTURE", font=small, fill=(20, 20, 20))
    draw.rectangle((40, 40, 420, 150), fill=(250, 250, 245))
    draw.text((55, 55), "CLM-0417", font=small, fill=(0, 0, 0))
    draw.text((55, 100), "ROOM: KITCHEN", font=small, fill=(0, 0, 0))
    img.save(path, format="PNG", optimize=False)


def estimate_pdf(path: Path, number: str, lines: list[tuple[str, str]], total: str) -> None:
    """A contractor's repair estimate: line items and a total, as a text PDF."""
    rl_config.invariant = 1
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.setTitle(f"Estimate {number}")
    pdf.setFont("Helvetica-Bold", 16)
    pdf.drawString(60, 780, "Brightwater Restoration GmbH")
    pdf.setFont("Helvetica", 11)
    pdf.drawString(60, 760, f"Repair estimate {number} - claim CLM-0417 - Raman, Lindenstrasse 12")
    y = 720
    for item, amount in lines:
        pdf.drawString(60, y, item)
        pdf.drawRightString(520, y, f"EUR {amount}")
        y -= 20
    pdf.setFont("Helvetica-Bold", 12)
    pdf.drawString(60, y - 10, "TOTAL (incl. VAT)")
    pdf.drawRightString(520, y - 10, f"EUR {total}")
    pdf.showPage()
    pdf.save()


def main() -> None:
    damage_photo(CLAIM / "photos/kitchen-floor.png")
    estimate_pdf(CLAIM / "estimate-v1.pdf", "E-2291", [
        ("Water extraction and drying, 4 days", "2,150.00"),
        ("Remove and dispose of laminate flooring, 18 m2", "1,240.00"),
        ("New laminate flooring incl. fitting, 18 m2", "3,260.00"),
        ("Skirting boards and painting", "1,190.00"),
    ], "7,840.00")
    estimate_pdf(TASK / "artifacts/estimate-v2.pdf", "E-2291-R1", [
        ("Water extraction and drying, 4 days", "2,150.00"),
        ("Remove and dispose of laminate flooring, 18 m2", "1,240.00"),
        ("Subfloor replacement (chipboard, swollen), 18 m2", "1,280.00"),
        ("New laminate flooring incl. fitting, 18 m2", "3,260.00"),
        ("Skirting boards and painting", "1,190.00"),
    ], "9,120.00")


if __name__ == "__main__":
    main()
