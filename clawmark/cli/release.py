"""`clawmark release build|verify`: the archival release bundle (clawmark.release)."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from clawmark.cli.common import fail
from clawmark.problems import InputError


@click.group()
def release() -> None:
    """Archival release bundles: the tasks, the harness source, every wheel, Debian package and
    container image needed to rerun the benchmark offline, named by the SHA-256 of their manifest."""


@release.command("build")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option("--out", type=click.Path(path_type=Path), required=True, help="The bundle's folder (new or empty).")
@click.option("--without", type=click.Choice(["debian", "images"]), multiple=True,
              help="Leave a part out (repeatable): the Debian packages, or the container images.")
def build_command(paths, out, without):
    """Build the release bundle of the tasks under PATHS [default: the repository's tasks/].

    The bundle holds the repository at HEAD (task folders of tasks/ only when chosen), every
    wheel of requirements.lock and requirements-build.lock, the .deb files of what tools/setup
    installs (the versions installed here, with their dependencies), the images of images/
    saved as archives, and MANIFEST.json naming each file by SHA-256 and each task's
    RELEASE.lock. Prints the release's name (the manifest's SHA-256). Needs the network (PyPI,
    the Debian archive); exits 1 when a part cannot be assembled, 2 on bad input.
    """
    from clawmark.backends.base import REPO
    from clawmark.release.build import build
    from clawmark.release.errors import ReleaseError
    from clawmark.endpoint import ServiceError

    try:
        manifest, name = build(REPO, list(paths) or [REPO / "tasks"], out, frozenset(without),
                               log=lambda line: click.echo(line, err=True))
    except InputError as e:
        fail(e.problems)
    except (ReleaseError, ServiceError) as e:
        click.echo(f"release: {e}", err=True)
        sys.exit(1)
    click.echo(f"release {name}: {len(manifest.tasks)} task(s), {len(manifest.files)} files in {out}")


@release.command("verify")
@click.argument("bundle", type=click.Path(path_type=Path, file_okay=False))
@click.option("--release", "release_name", metavar="SHA256", help="The published release name the manifest must hash to.")
def verify_command(bundle, release_name):
    """Check every file of BUNDLE against its manifest (size, SHA-256, mode), and that nothing
    was added. Prints one line per missing, altered or added file; exits 0 when the bundle is
    intact, 1 otherwise, 2 when BUNDLE holds no manifest."""
    from clawmark.release.verify import verify

    try:
        result = verify(bundle, release_name)
    except InputError as e:
        fail(e.problems)
    for problem in result.problems:
        click.echo(str(problem))
    size = sum(f.size for f in result.manifest.files) / 1e6
    click.echo(f"release {result.name}: "
               + (f"FAILED, {len(result.problems)} problem(s)" if result.problems
                  else f"ok, {len(result.manifest.files)} files ({size:.1f} MB) as released"))
    sys.exit(0 if result.ok else 1)
