"""Slide decks (.pptx, python-pptx): a title and bullet points per slide, optional speaker notes.

    kind: slides
    path: seed/fs/board/q3-review.pptx
    slides:
      - {title: Q3 review, bullets: ["Revenue EUR 4.2 m", "Churn 3.1 %"], notes: "Mention the audit."}

Each slide uses the default template's "Title and Content" layout. Core properties and zip entry
times are fixed, so the bytes depend only on the recipe and the pinned python-pptx. Read back as
an agent would: python-pptx text frames and notes.
"""

from __future__ import annotations

import io
import zipfile
from datetime import datetime
from pathlib import Path
from typing import Literal

import pptx
from pptx.exc import PackageNotFoundError
from pydantic import Field

from clawmark.artifacts.base import Recipe
from clawmark.artifacts.tools import ArtifactError
from clawmark.artifacts.zips import fixed_times
from clawmark.model import StrictModel

FIXED = datetime(2000, 1, 1)
TITLE_AND_CONTENT = 1


class Slide(StrictModel):
    """One slide."""

    title: str = Field(description="The slide title.")
    bullets: list[str] = Field(default_factory=list, description="Body paragraphs, one bullet each.")
    notes: str | None = Field(None, description="Speaker notes.")


class SlidesRecipe(Recipe):
    """A .pptx deck, read back with python-pptx."""

    suffixes = (".pptx",)
    reader = "python-pptx"
    kind: Literal["slides"]
    slides: list[Slide] = Field(min_length=1, description="The slides, in order.")

    def generate(self, work: Path) -> bytes:
        deck = pptx.Presentation()
        props = deck.core_properties
        props.title, props.author, props.last_modified_by = self.slides[0].title, "ClawMark", "ClawMark"
        props.created = props.modified = FIXED
        props.comments = ""
        for spec in self.slides:
            slide = deck.slides.add_slide(deck.slide_layouts[TITLE_AND_CONTENT])
            slide.shapes.title.text = spec.title
            body = slide.placeholders[1].text_frame
            for i, bullet in enumerate(spec.bullets):
                (body.paragraphs[0] if i == 0 else body.add_paragraph()).text = bullet
            if spec.notes:
                slide.notes_slide.notes_text_frame.text = spec.notes
        out = io.BytesIO()
        deck.save(out)
        return fixed_times(out.getvalue())

    def read(self, path: Path, work: Path) -> str:
        try:
            deck = pptx.Presentation(str(path))
        except (PackageNotFoundError, zipfile.BadZipFile, KeyError, ValueError) as e:
            raise ArtifactError(f"python-pptx cannot read {path.name}: {e}") from None
        lines = []
        for slide in deck.slides:
            lines += [shape.text_frame.text for shape in slide.shapes if shape.has_text_frame]
            if slide.has_notes_slide:
                lines.append(slide.notes_slide.notes_text_frame.text)
        return "\n".join(lines)
