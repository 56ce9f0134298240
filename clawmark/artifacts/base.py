"""The base of every artifact recipe: where the bytes go and which facts they must carry.

A recipe is a small declarative spec (one entry of `artifacts/recipes.yaml`); each kind module
subclasses `Recipe` with its own fields, a `generate` that makes the bytes and a `read` that
recovers text with the tool an agent would use. Facts are checked against what `read` returns.
"""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath
from typing import Annotated, ClassVar

from pydantic import AfterValidator, Field, field_validator

from clawmark.changes import RelativePath
from clawmark.model import StrictModel


def _rgb(value: tuple[int, int, int]) -> tuple[int, int, int]:
    if any(not 0 <= c <= 255 for c in value):
        raise ValueError(f"colour components must be 0..255, got {list(value)}")
    return value


RGB = Annotated[tuple[int, int, int], AfterValidator(_rgb), Field(description="A colour as [red, green, blue], each 0..255.")]


def normalise(text: str) -> str:
    """`text` lower-cased without whitespace: how facts and readings are compared (OCR often
    drops or adds a space: "May3" still shows the deadline "May 3")."""
    return re.sub(r"\s+", "", text).lower()


class Recipe(StrictModel):
    """One artifact: its path in the bundle, its kind's recipe, and its key facts."""

    suffixes: ClassVar[tuple[str, ...]] = ()
    reader: ClassVar[str] = ""

    path: RelativePath = Field(description="Where the artifact is written, relative to the task folder.")
    facts: dict[str, str] = Field(
        default_factory=dict,
        description="Key facts the task relies on: name -> the text the reader must recover "
                    "(compared case-insensitively, ignoring whitespace).",
    )

    @field_validator("path")
    @classmethod
    def _suffix(cls, value: str) -> str:
        suffix = PurePosixPath(value).suffix.lower()
        if cls.suffixes and suffix not in cls.suffixes:
            raise ValueError(f"a {cls.__name__} artifact must end in {' or '.join(cls.suffixes)}, got {value!r}")
        return value

    @field_validator("path")
    @classmethod
    def _no_whitespace(cls, value: str) -> str:
        if re.search(r"\s", value):
            raise ValueError(f"paths may not contain whitespace (MANIFEST columns), got {value!r}")
        return value

    @field_validator("facts")
    @classmethod
    def _facts(cls, value: dict[str, str]) -> dict[str, str]:
        for name, text in value.items():
            if not re.fullmatch(r"[a-z0-9][a-z0-9_-]*", name):
                raise ValueError(f"fact name {name!r} must be lowercase letters, digits, _ or -")
            if not normalise(text) or "\t" in text or "\n" in text:
                raise ValueError(f"fact {name!r} must be non-empty text on one line")
        return value

    @property
    def suffix(self) -> str:
        """The artifact's file suffix, lower-case (`.png`, `.mp3`, ...)."""
        return PurePosixPath(self.path).suffix.lower()

    def generate(self, work: Path) -> bytes:
        """The artifact's bytes; `work` is an empty scratch folder. Raises ArtifactError."""
        raise NotImplementedError

    def read(self, path: Path, work: Path) -> str:
        """Text an agent's tool recovers from the file at `path`. Raises ArtifactError."""
        raise NotImplementedError

    def comparable(self, text: str) -> str:
        """`text` (a fact or a reading) in the form facts and readings are compared in."""
        return normalise(text)

    def transcript(self, path: Path) -> str | None:
        """What speech recognition hears in the file at `path` (None for kinds without sound);
        the readability report shows it."""
        return None

    def recovered(self, path: Path, work: Path) -> dict[str, bool]:
        """Fact name -> whether the reader recovered its text from the file at `path`."""
        if not self.facts:
            return {}
        reading = self.comparable(self.read(path, work))
        return {name: self.comparable(text) in reading for name, text in self.facts.items()}
