"""`clawmark docs`: reference pages generated from the code, checked to be current."""

from pathlib import Path

import click

from clawmark.apidoc import helpers, reference

REPO = Path(__file__).resolve().parents[2]
CHECKS_PAGE = REPO / "docs" / "checks.md"
REGENERATE = ".venv/bin/clawmark docs checks --write"


@click.group()
def docs():
    """Generated reference pages (the check API)."""


@docs.command()
@click.option("--write", is_flag=True, help="Write the page instead of checking it.")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=CHECKS_PAGE, show_default="docs/checks.md in the repository",
              help="Where the page lives.")
def checks(write, out):
    """The check API reference (docs/checks.md) from the docstrings of checkers/.

    Without --write, exits 0 when the page is current and 1 (naming the command to run) when it
    is stale or missing.
    """
    page = reference("checkers")
    if write:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(page, encoding="utf-8")
        click.echo(f"wrote {out} ({len(helpers('checkers'))} helpers)")
        return
    if out.is_file() and out.read_text(encoding="utf-8") == page:
        click.echo(f"{out} is current")
        return
    click.echo(f"{out} is {'stale' if out.is_file() else 'missing'}: run `{REGENERATE}` and commit it", err=True)
    raise SystemExit(1)
