"""Optical character recognition as an agent would run it: `tesseract FILE stdout --psm 6`.

`--psm 6` (a single uniform block of text) read degraded 200-dpi scans perfectly on the pinned
tesseract 5.3 (platform notes); the English model is Debian's `tesseract-ocr-eng`. Readings are
kept per image bytes (clawmark.artifacts.readings), under tesseract's version, the English
model's digest and this module's source.
"""

from __future__ import annotations

import functools
import hashlib
import re
from pathlib import Path

from clawmark.artifacts.readings import remembered
from clawmark.artifacts.tools import run

TOOL = "tesseract --psm 6"


def ocr(image: Path) -> str:
    """The text tesseract reads from the image file `image` (PNG/JPEG). Raises ArtifactError."""
    return remembered(_reader(), hashlib.sha256(image.read_bytes()).hexdigest(), lambda: run(
        ["tesseract", str(image), "stdout", "--psm", "6", "-l", "eng"]).decode("utf-8", "replace"))


@functools.cache
def _reader() -> str:
    version = run(["tesseract", "--version"]).decode("utf-8", "replace")
    listing = run(["tesseract", "--list-langs"]).decode("utf-8", "replace")
    folder = re.search(r'"([^"]+)"', listing)
    model = Path(folder.group(1) if folder else "") / "eng.traineddata"
    digest = hashlib.sha256(model.read_bytes()).hexdigest() if model.is_file() else "no eng.traineddata"
    return f"{version}\n{digest}\n{Path(__file__).read_text(encoding='utf-8')}"
