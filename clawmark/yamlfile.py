"""Reading the YAML files a task folder holds (task.yaml, artifacts/recipes.yaml, scenarios.yaml)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from clawmark.problems import InputError, Problem


def read_yaml(path: Path, shown: str) -> tuple[Any, yaml.Node | None]:
    """The parsed content of the YAML file at `path` and its node tree (for line numbers).

    Raises InputError naming `shown` (and the line, where YAML knows it) when the file is
    missing or is not valid YAML.
    """
    try:
        text = path.read_text(encoding="utf-8")
        return yaml.safe_load(text), yaml.compose(text)
    except FileNotFoundError:
        raise InputError([Problem(shown, "file not found")]) from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        raise InputError([Problem(shown, f"invalid YAML: {getattr(e, 'problem', e)}",
                                  line=mark.line + 1 if mark else None)]) from None
