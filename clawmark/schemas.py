"""JSON Schemas of the files an author writes: task.yaml, artifacts/recipes.yaml, scenarios.yaml.

They are generated from the pydantic models that load those files (clawmark.spec.TaskSpec,
clawmark.artifacts.recipes.Recipes, clawmark.scenarios.Scenario), so they cannot drift from what
ClawMark accepts. Two things are added to pydantic's output (JSON Schema draft 2020-12):

- every tag that selects a model — a change's `kind` (`fs.write`), a recipe's `kind` (`image`),
  a layout's `type` (`letter`) — is an `enum` with a description naming the model it selects;
- `$defs.ChangeKind` (and `$defs.ArtifactKind`, `$defs.LayoutType`) list every value in one place.

`clawmark schema task|recipes|scenarios` prints them.
"""

from __future__ import annotations

from typing import Any, Callable, get_args

from clawmark.artifacts.layouts import Layout
from clawmark.artifacts.recipes import KINDS, Recipes
from clawmark.scenarios import SCENARIO_LIST
from clawmark.spec import CHANGE_KINDS, TaskSpec

DIALECT = "https://json-schema.org/draft/2020-12/schema"
TAGS = {"kind", "type"}


def task_schema() -> dict[str, Any]:
    """The JSON Schema of task.yaml, with `$defs.ChangeKind` listing every event/mutation kind."""
    schema = _tagged(TaskSpec.model_json_schema())
    schema["$defs"]["ChangeKind"] = _kind_list(
        "Every kind of world change (an event or a mutation); the part before the dot is the service "
        "that applies it.", [m.model_fields["kind"].annotation for m in CHANGE_KINDS])
    return _dressed(schema, "task.yaml")


def recipes_schema() -> dict[str, Any]:
    """The JSON Schema of artifacts/recipes.yaml: every artifact kind, layout and field."""
    schema = _tagged(Recipes.model_json_schema())
    schema["$defs"]["ArtifactKind"] = _kind_list("Every artifact kind (a recipe's `kind`).",
                                                  [k.model_fields["kind"].annotation for k in KINDS])
    layouts = [get_args(member)[0] for member in get_args(get_args(Layout)[0])]
    schema["$defs"]["LayoutType"] = _kind_list("Every image layout (an image's or video frame's `layout.type`).",
                                                [m.model_fields["type"].annotation for m in layouts])
    return _dressed(schema, "artifacts/recipes.yaml")


def scenarios_schema() -> dict[str, Any]:
    """The JSON Schema of the scenario registry tasks/scenarios.yaml (a list of scenarios)."""
    schema = SCENARIO_LIST.json_schema()
    schema["description"] = "The scenario registry: one entry per professional domain of the dataset."
    return _dressed(schema, "scenarios.yaml")


SCHEMAS: dict[str, Callable[[], dict[str, Any]]] = {
    "task": task_schema, "recipes": recipes_schema, "scenarios": scenarios_schema,
}


def undescribed(schema: dict[str, Any]) -> list[str]:
    """Paths (`Model.field`) of the models and fields of `schema` that carry no description."""
    missing = []
    for name, definition in sorted(schema.get("$defs", {}).items()):
        if "description" not in definition:
            missing.append(name)
        missing += [f"{name}.{field}" for field, prop in definition.get("properties", {}).items()
                    if "description" not in prop]
    return missing


def _tagged(schema: dict[str, Any]) -> dict[str, Any]:
    """Turn every single-value tag (`"kind": {"const": "fs.write"}`) into a described enum."""
    for name, definition in schema.get("$defs", {}).items():
        for field, prop in definition.get("properties", {}).items():
            if field in TAGS and ("const" in prop or "enum" in prop):
                values = [prop.pop("const")] if "const" in prop else prop["enum"]
                prop["enum"] = values
                prop.setdefault("description", f"Selects {name}: {_first_line(definition)}")
    return schema


def _kind_list(description: str, literals: list) -> dict[str, Any]:
    values = [v for literal in literals for v in get_args(literal)]
    return {"type": "string", "enum": values, "description": description}


def _first_line(definition: dict[str, Any]) -> str:
    return definition.get("description", "").strip().splitlines()[0] if definition.get("description") else ""


def _dressed(schema: dict[str, Any], file: str) -> dict[str, Any]:
    return {"$schema": DIALECT, "title": file, **{k: v for k, v in schema.items() if k != "title"}}

