"""`clawmark validate`: check task folders without running them."""

import click

from clawmark.cli.common import load_tasks, path_args


@click.command()
@path_args
@click.option("--strict", is_flag=True, help="Treat lint warnings as errors (the release gate's rule).")
def validate(paths, strict):
    """Validate the tasks under PATHS (task folders or folders holding tasks).

    Prints one line per problem (file:line: severity: field: message) and exits 2 on any error.
    """
    tasks, warnings = load_tasks(paths, strict=strict)
    for warning in warnings:
        click.echo(str(warning), err=True)
    click.echo(f"ok: {len(tasks)} task(s) valid" + (f", {len(warnings)} warning(s)" if warnings else ""))
