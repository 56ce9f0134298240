"""`clawmark report`: tables, plots and exports across stored runs (never re-runs anything)."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from clawmark.cli.common import INPUT_ERROR
from clawmark.report import FOLDERS, FORMATS, SiteError, build_report, load_runs, render


@click.command()
@click.argument("sources", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="table", show_default=True,
              help="table/md/json/html: the report (html: one file with every run's drill-down); site: the same "
                   "as a static folder, index.html and runs/<id>.html (--out is a folder); csv/jsonl: one row per "
                   "check verdict; inspect: an Inspect AI eval log per agent (--out is a folder).")
@click.option("--out", type=click.Path(path_type=Path), help="Write here instead of standard output.")
def report(sources, fmt, out):
    """Report on the runs in SOURCES: stores (their records/) or single run record files.

    Every verdict log is verified (SHA-256 of its bytes, schema, canonical form, score), and so
    is every snapshot it names, before use; a log or snapshot that fails is named in a warning
    and its run left out. Exits 0 when every run verified,
    1 when some were left out, 2 when no run could be used.
    """
    if fmt in FOLDERS and out is None:
        raise click.UsageError(f"--format {fmt} writes a folder of files: give --out FOLDER")
    if fmt not in FOLDERS and out is not None and out.is_dir():
        raise click.BadParameter(f"{out} is a folder; --format {fmt} writes one file", param_hint="--out")
    runs, warnings = load_runs(list(sources))
    for warning in warnings:
        click.secho(f"warning: {warning}", fg="yellow", err=True)
    if not runs:
        click.secho("error: no verified runs to report on", fg="red", err=True)
        sys.exit(INPUT_ERROR)
    try:
        result = render(fmt, runs, build_report(runs, warnings, [str(s) for s in sources]), out)
    except SiteError as e:
        raise click.BadParameter(str(e), param_hint="--out") from None
    if fmt == "site":
        click.echo(f"wrote the site (index.html and one page per run under runs/) into {out}", err=True)
    elif result is None:
        click.echo(f"wrote Inspect AI eval logs (one per agent) into {out}", err=True)
    elif out is None:
        click.echo(result, nl=False)
    else:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(result, encoding="utf-8")
        click.echo(f"wrote the {fmt} report to {out}", err=True)
    sys.exit(1 if warnings else 0)
