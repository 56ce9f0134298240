"""`clawmark gc`: remove the containers, networks and firewall rules that killed runs left."""

from __future__ import annotations

import sys

import click

from clawmark.backends.gc import collect
from clawmark.cli.common import INPUT_ERROR
from clawmark.services import ServiceError


@click.command()
@click.option("--all", "everything", is_flag=True, help="Also remove what runs still in progress created.")
@click.option("--dry-run", is_flag=True, help="Only list what would be removed.")
def gc(everything, dry_run):
    """Remove what docker-backend runs killed mid-way left behind (found by their labels).

    A run is left over when the clawmark process that started it on this host is gone. Exits 0,
    or 2 when no container engine answers.
    """
    try:
        done = collect(everything=everything, dry_run=dry_run)
    except ServiceError as e:
        click.echo(f"clawmark gc: {e}", err=True)
        sys.exit(INPUT_ERROR)
    verb = "would remove" if dry_run else "removed"
    click.echo(f"{verb} {len(done.containers)} container(s), {len(done.networks)} network(s), "
               f"firewall rules of {len(done.rules)} run(s), from {len(done.runs)} run(s)")
    for name in (*done.containers, *done.networks):
        click.echo(f"  {name}")
