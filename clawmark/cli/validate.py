"""`clawmark validate`: check task folders without running them."""

import click

from clawmark.checklint import PRAGMA
from clawmark.cli.common import load_tasks, path_args

STRICT_HELP = (
    "The release gate's lint: these warnings become errors — a round without checks, a round "
    "without an oracle function round_N, a silent mutation no check `detects`, a round whose only "
    "checks are red lines. Review warnings (a keyword match on free prose in checks.py) stay "
    f"warnings even so; mark a reviewed match with `# {PRAGMA} <why>` on its line to silence it."
)


@click.command()
@path_args
@click.option("--strict", is_flag=True, help=STRICT_HELP)
def validate(paths, strict):
    """Validate the tasks under PATHS (task folders or folders holding tasks).

    Loads each task.yaml (schema: `clawmark schema task`), its seeds and changes, imports its
    checks and oracle, and lints them. Prints one line per problem (file:line: severity:
    field: message) and exits 2 on any error; warnings alone exit 0.
    """
    tasks, warnings = load_tasks(paths, strict=strict)
    for warning in warnings:
        click.echo(str(warning), err=True)
    click.echo(f"ok: {len(tasks)} task(s) valid" + (f", {len(warnings)} warning(s)" if warnings else ""))
