"""The recipe file of a bundle, `artifacts/recipes.yaml`: one entry per artifact, by kind.

    <task>/
      artifacts/recipes.yaml   what to make: kind, path, recipe fields, key facts (hand-written)
      artifacts/MANIFEST       what was made: path, kind, size, SHA-256, facts (written by build)
      artifacts/*.pdf ...      generated files; recipes may also write under seed/

Every model forbids unknown keys: a typo is an error naming the file, the field and the line.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, ValidationError, model_validator

from clawmark.artifacts.audio import AudioRecipe
from clawmark.artifacts.base import Recipe
from clawmark.artifacts.document import DocumentRecipe
from clawmark.artifacts.image import ImageRecipe
from clawmark.artifacts.pdf import PdfRecipe
from clawmark.artifacts.scan import ScanRecipe
from clawmark.artifacts.slides import SlidesRecipe
from clawmark.artifacts.tables import TableRecipe
from clawmark.artifacts.unions import by_field, field_path
from clawmark.artifacts.video import VideoRecipe
from clawmark.model import StrictModel
from clawmark.problems import InputError, Problem
from clawmark.taskdir import schema_problem
from clawmark.yamlfile import read_yaml

RECIPES = "artifacts/recipes.yaml"
KINDS = (ImageRecipe, ScanRecipe, PdfRecipe, AudioRecipe, VideoRecipe, TableRecipe, DocumentRecipe, SlidesRecipe)
Artifact = by_field("kind", KINDS)


class Recipes(StrictModel):
    """The content of `artifacts/recipes.yaml`."""

    artifacts: list[Artifact] = Field(description="The bundle's artifacts, built in this order.")

    @model_validator(mode="after")
    def _unique_paths(self) -> "Recipes":
        paths = [a.path for a in self.artifacts]
        twice = sorted({p for p in paths if paths.count(p) > 1})
        if twice:
            raise ValueError(f"paths written twice: {', '.join(twice)}")
        return self


def load_recipes(root: Path) -> list[Recipe]:
    """The recipes of the bundle rooted at `root` (a task folder).

    Raises InputError naming the file, field and line of every problem (YAML syntax, unknown or
    ill-typed fields, unknown kinds).
    """
    path = root / RECIPES
    shown = str(path)
    raw, node = read_yaml(path, shown)
    try:
        return list(Recipes.model_validate(raw if raw is not None else {}).artifacts)
    except ValidationError as e:
        raise InputError([schema_problem(shown, {**err, "loc": field_path(err)}, node) for err in e.errors()]) from None


def discover(paths: list[Path]) -> list[Path]:
    """Bundle roots under `paths`: folders holding `artifacts/recipes.yaml`, sorted, unique.

    Raises InputError for a path that holds none.
    """
    found: set[Path] = set()
    problems = []
    for path in paths:
        roots = ({path.resolve()} if (path / RECIPES).is_file() else
                 {p.parent.parent.resolve() for p in path.rglob(RECIPES)} if path.is_dir() else set())
        if not roots:
            problems.append(Problem(str(path), f"no artifact bundle ({RECIPES}) here"))
        found |= roots
    if problems:
        raise InputError(problems)
    return sorted(found)
