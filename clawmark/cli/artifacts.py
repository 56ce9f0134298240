"""`clawmark artifacts build|verify`: regenerate a task's raw evidence, pin it, prove it readable."""

from __future__ import annotations

import sys

import click

from clawmark.cli.common import fail, path_args
from clawmark.problems import InputError


@click.group()
def artifacts() -> None:
    """Raw evidence (images, scans, PDFs, audio, video, tables) made from artifacts/recipes.yaml."""


@artifacts.command("build")
@path_args
def build_command(paths):
    """Regenerate the artifacts under PATHS and write them and each bundle's MANIFEST.

    Nothing is written for a bundle with an artifact over the size limits or a key fact its
    reader cannot recover. Exits 1 on such a problem, 2 on a bad recipes file.
    """
    from clawmark.artifacts.bundle import build  # media libraries load only for this verb

    _each(paths, build, "built")


@artifacts.command("verify")
@path_args
def verify_command(paths):
    """Check that the committed artifacts under PATHS are byte-identical to what their recipes make
    and that every key fact reads back; prints the readability report (fact -> tool -> recovered,
    and what speech recognition heard in each recording).

    Exits 1 on any mismatch or unrecovered fact, 2 on a bad recipes file.
    """
    from clawmark.artifacts.bundle import verify  # media libraries load only for this verb

    _each(paths, verify, "verified")


def _each(paths, action, done: str) -> None:
    from clawmark.artifacts.recipes import discover

    try:
        roots = discover(list(paths))
        outcomes = [action(root) for root in roots]
    except InputError as e:
        fail(e.problems)
    for outcome in outcomes:
        _report(outcome)
    bad = [o for o in outcomes if not o.ok]
    click.echo(f"{'FAILED' if bad else 'ok'}: {len(outcomes) - len(bad)} of {len(outcomes)} bundle(s) {done}")
    sys.exit(1 if bad else 0)


def _report(outcome) -> None:
    click.echo(f"{outcome.root}: {len(outcome.entries)} artifact(s), {sum(e.size for e in outcome.entries)} bytes")
    for r in outcome.readings:
        click.echo(f"  {r.path}  {r.fact}={r.text!r}  -> {r.tool}  -> {'yes' if r.recovered else 'NO'}")
    for path, heard in outcome.transcripts:
        click.echo(f"  {path}  heard: {heard!r}")
    for problem in outcome.problems:
        click.echo(f"  {problem}", err=True)
