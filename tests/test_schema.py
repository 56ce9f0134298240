"""`clawmark schema`: JSON Schemas of task.yaml, artifacts/recipes.yaml and scenarios.yaml that
describe every field and name every change kind, artifact kind and layout as an enum."""

import json

import pytest
from click.testing import CliRunner

from clawmark.artifacts.recipes import KINDS
from clawmark.cli import main
from clawmark.schemas import SCHEMAS, undescribed
from clawmark.spec import CHANGE_KINDS


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_every_model_and_field_is_described(name):
    assert undescribed(SCHEMAS[name]()) == []


def test_every_change_kind_is_an_enum_selecting_its_model():
    schema = SCHEMAS["task"]()
    kinds = [m.model_fields["kind"].annotation.__args__[0] for m in CHANGE_KINDS]
    assert schema["$defs"]["ChangeKind"]["enum"] == kinds and "mail.deliver" in kinds
    for model in CHANGE_KINDS:
        kind = schema["$defs"][model.__name__]["properties"]["kind"]
        assert kind["enum"] == [model.model_fields["kind"].annotation.__args__[0]] and "const" not in kind
        assert kind["description"].startswith(f"Selects {model.__name__}: ")


def test_recipes_schema_lists_every_artifact_kind_and_layout():
    schema = SCHEMAS["recipes"]()
    assert schema["$defs"]["ArtifactKind"]["enum"] == [k.model_fields["kind"].annotation.__args__[0] for k in KINDS]
    assert {"receipt", "screenshot", "chart"} <= set(schema["$defs"]["LayoutType"]["enum"])
    assert {"photo", "texture", "elements", "dpi", "skew"} <= {
        field for d in schema["$defs"].values() for field in d.get("properties", {})}


def test_cli_prints_the_schema_as_json():
    out = CliRunner().invoke(main, ["schema", "task"])
    assert out.exit_code == 0 and json.loads(out.output) == SCHEMAS["task"]()
    assert json.loads(out.output)["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert CliRunner().invoke(main, ["schema", "nonsense"]).exit_code == 2
