"""Build and verify a bundle: regenerate every artifact, pin it, and prove its facts readable.

`build` writes the artifacts and MANIFEST only when every artifact is within the size limits and
every key fact is recovered by its reader (an unreadable fact is an authoring bug). `verify`
regenerates in a scratch folder and requires the committed files and MANIFEST to match byte for
byte, then reads the committed files back.
"""

from __future__ import annotations

import hashlib
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from clawmark.artifacts.base import Recipe
from clawmark.artifacts.manifest import MANIFEST, Entry, read_manifest, render
from clawmark.artifacts.recipes import RECIPES, load_recipes
from clawmark.artifacts.tools import ArtifactError
from clawmark.problems import Problem

MAX_ARTIFACT = 500_000  # bytes
MAX_BUNDLE = 3_000_000  # bytes


@dataclass(frozen=True)
class Reading:
    """One key fact of one artifact, and whether its reader recovered it."""

    path: str
    fact: str
    text: str
    tool: str
    recovered: bool


@dataclass
class Outcome:
    """What building or verifying one bundle found."""

    root: Path
    entries: list[Entry] = field(default_factory=list)
    readings: list[Reading] = field(default_factory=list)
    transcripts: list[tuple[str, str]] = field(default_factory=list)  # (path, what speech recognition heard)
    problems: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def build(root: Path) -> Outcome:
    """Regenerate the bundle at `root`; write its files and MANIFEST if all is well.

    Raises InputError for a bad recipes file; every other failure is a Problem in the outcome.
    """
    outcome, made = _make(root)
    with tempfile.TemporaryDirectory(prefix="clawmark-read-") as tmp:
        for index, (recipe, data) in enumerate(made):
            scratch = Path(tmp) / str(index)  # one per artifact: a recipe without facts adds no reading
            scratch.mkdir()
            (scratch / Path(recipe.path).name).write_bytes(data)
            _read(outcome, recipe, scratch / Path(recipe.path).name, scratch)
    if outcome.ok:
        for recipe, data in made:
            target = root / recipe.path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        (root / MANIFEST).write_text(render(outcome.entries), encoding="utf-8")
    return outcome


def verify(root: Path) -> Outcome:
    """Check that the committed artifacts and MANIFEST at `root` are what the recipes make, and
    that every key fact reads back from the committed files.

    Raises InputError for a bad recipes file; every other failure is a Problem in the outcome.
    """
    outcome, made = _make(root)
    manifest = root / MANIFEST
    text = manifest.read_text(encoding="utf-8") if manifest.is_file() else ""
    try:
        pinned = {pin.path: pin.sha256 for pin in read_manifest(text)}
    except ValueError:
        pinned = {}
    if text != render(outcome.entries):
        outcome.problems.append(Problem(str(manifest), "out of date with the recipes: run `clawmark artifacts build`"))
    with tempfile.TemporaryDirectory(prefix="clawmark-read-") as tmp:
        for i, (recipe, data) in enumerate(made):
            target = root / recipe.path
            digest = hashlib.sha256(data).hexdigest()
            if not target.is_file():
                outcome.problems.append(Problem(str(target), "missing: run `clawmark artifacts build`"))
                continue
            committed = hashlib.sha256(target.read_bytes()).hexdigest()
            if committed != digest:
                outcome.problems.append(Problem(str(target), f"sha256 {committed} differs from what the recipe makes ({digest})"))
            elif pinned.get(recipe.path, digest) != digest:
                outcome.problems.append(Problem(str(target), f"sha256 {digest} differs from MANIFEST ({pinned[recipe.path]})"))
            scratch = Path(tmp) / str(i)
            scratch.mkdir()
            _read(outcome, recipe, target, scratch)
    return outcome


def _make(root: Path) -> tuple[Outcome, list[tuple[Recipe, bytes]]]:
    outcome = Outcome(root)
    made = []
    recipes = load_recipes(root)
    with tempfile.TemporaryDirectory(prefix="clawmark-make-") as tmp:
        for i, recipe in enumerate(recipes):
            where = f"artifacts[{i}]"
            work = Path(tmp) / str(i)
            work.mkdir()
            try:
                data = recipe.generate(work)
            except ArtifactError as e:
                outcome.problems.append(Problem(str(root / RECIPES), f"{recipe.path}: {e}", field=where))
                continue
            if len(data) > MAX_ARTIFACT:
                outcome.problems.append(Problem(str(root / RECIPES), f"{recipe.path} is {len(data)} bytes, over "
                                                f"the {MAX_ARTIFACT}-byte limit", field=where))
            made.append((recipe, data))
            outcome.entries.append(Entry.of(recipe.path, recipe.kind, data, recipe.facts))
    total = sum(e.size for e in outcome.entries)
    if total > MAX_BUNDLE:
        outcome.problems.append(Problem(str(root / RECIPES), f"the bundle is {total} bytes, over the {MAX_BUNDLE}-byte limit"))
    return outcome, made


def _read(outcome: Outcome, recipe: Recipe, path: Path, work: Path) -> None:
    try:
        found = recipe.recovered(path, work)
    except ArtifactError as e:
        outcome.problems.append(Problem(recipe.path, f"{recipe.reader}: {e}"))
        return
    heard = recipe.transcript(path)
    if heard is not None:
        outcome.transcripts.append((recipe.path, heard))
    for name, text in recipe.facts.items():
        outcome.readings.append(Reading(recipe.path, name, text, recipe.reader, found[name]))
        if not found[name]:
            outcome.problems.append(Problem(recipe.path, f"{recipe.reader} did not recover {text!r}", field=f"facts.{name}"))
