"""`clawmark schema`: the JSON Schema of a file an author writes."""

import json

import click

from clawmark.schemas import SCHEMAS


@click.command()
@click.argument("file", type=click.Choice(sorted(SCHEMAS)))
def schema(file):
    """Print the JSON Schema (draft 2020-12) of FILE: `task` (task.yaml), `recipes`
    (artifacts/recipes.yaml) or `scenarios` (the scenario registry, tasks/scenarios.yaml).

    Generated from the models that load those files, so it is what ClawMark accepts: every
    field has a description, every change `kind`, artifact `kind` and image layout `type` is an
    enum, and $defs.ChangeKind / ArtifactKind / LayoutType list them all. Point an editor's
    YAML language server at it, e.g. `clawmark schema task > task.schema.json`.
    """
    click.echo(json.dumps(SCHEMAS[file](), indent=2, ensure_ascii=False))
