"""The scenario registry: the professional domains a task may belong to, kept as data.

    tasks/
      scenarios.yaml        - {id: insurance, title: Insurance, description: "Claims handling …"}
      insurance/<task-id>/  a task whose task.yaml says `scenario: insurance`

A task's registry is the nearest `scenarios.yaml` in a folder above it (a dataset of one's own
keeps its own list), else the repository's `tasks/scenarios.yaml`. Adding a scenario is adding a
line; `clawmark dataset` and the gate name that file when a task's scenario is not in it.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import Field, TypeAdapter, ValidationError

from clawmark.model import StrictModel
from clawmark.problems import InputError, Problem
from clawmark.taskdir import schema_problem
from clawmark.yamlfile import read_yaml

REGISTRY_FILE = "scenarios.yaml"
DEFAULT_REGISTRY = Path(__file__).resolve().parent.parent / "tasks" / REGISTRY_FILE


class Scenario(StrictModel):
    """One professional domain of the dataset."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$",
                    description="The name tasks use in task.yaml's `scenario` and their folder tasks/<id>/.")
    title: str = Field(min_length=1, description="Human-readable name, for tables and reports.")
    description: str = Field(min_length=1, description="One sentence: the work this domain covers.")


SCENARIO_LIST = TypeAdapter(list[Scenario])


def registry_for(task_root: Path) -> Path:
    """The registry file that governs the task folder `task_root`: the nearest `scenarios.yaml`
    in one of its parent folders, else the repository's tasks/scenarios.yaml."""
    for folder in Path(task_root).resolve().parents:
        if (folder / REGISTRY_FILE).is_file():
            return folder / REGISTRY_FILE
    return DEFAULT_REGISTRY


def load_registry(path: Path) -> tuple[Scenario, ...]:
    """The scenarios listed in the registry at `path`, in file order.

    Raises InputError naming the file, entry and line of every problem (YAML syntax, a missing
    or unknown field, an id listed twice).
    """
    return _load(Path(path).resolve(), Path(path).stat().st_mtime_ns if Path(path).is_file() else 0)


@lru_cache(maxsize=8)
def _load(path: Path, _mtime: int) -> tuple[Scenario, ...]:
    shown = str(path)
    raw, node = read_yaml(path, shown)
    try:
        scenarios = tuple(SCENARIO_LIST.validate_python(raw if raw is not None else []))
    except ValidationError as e:
        raise InputError([schema_problem(shown, err, node) for err in e.errors()]) from None
    ids = [s.id for s in scenarios]
    if twice := sorted({i for i in ids if ids.count(i) > 1}):
        raise InputError([Problem(shown, f"scenario {', '.join(twice)} listed twice")])
    return scenarios
