"""Optical character recognition as an agent would run it: `tesseract FILE stdout --psm 6`.

`--psm 6` (a single uniform block of text) read degraded 200-dpi scans perfectly on the pinned
tesseract 5.3 (platform notes); the English model is Debian's `tesseract-ocr-eng`.
"""

from __future__ import annotations

from pathlib import Path

from clawmark.artifacts.tools import run

TOOL = "tesseract --psm 6"


def ocr(image: Path) -> str:
    """The text tesseract reads from the image file `image` (PNG/JPEG). Raises ArtifactError."""
    return run(["tesseract", str(image), "stdout", "--psm", "6", "-l", "eng"]).decode("utf-8", "replace")
