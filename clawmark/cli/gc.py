"""`clawmark gc`: remove what killed runs left: local servers and world folders; containers,
networks and firewall rules of the docker backend."""

from __future__ import annotations

import click

from clawmark.backends import local_gc
from clawmark.backends.gc import collect
from clawmark.endpoint import ServiceError


@click.command()
@click.option("--all", "everything", is_flag=True, help="Also remove what runs still in progress created.")
@click.option("--dry-run", is_flag=True, help="Only list what would be removed.")
def gc(everything, dry_run):
    """Remove what runs killed mid-way left behind on this host.

    A run is left over when the clawmark process that started it is gone. Local worlds (their
    cm-* folders in /dev/shm and /tmp, and server processes) are always collected; docker objects (found by their
    labels) when a container engine answers. Exits 0.
    """
    verb = "would remove" if dry_run else "removed"
    worlds = local_gc.leftovers(everything)
    for world in worlds:
        if not dry_run:
            local_gc.remove(world)
    click.echo(f"{verb} {len(worlds)} local world(s), {sum(len(w.pids) for w in worlds)} process(es)")
    for world in worlds:
        click.echo(f"  {world.root}")
    try:
        done = collect(everything=everything, dry_run=dry_run)
    except ServiceError as e:
        click.echo(f"containers not checked: {e}")
        return
    click.echo(f"{verb} {len(done.containers)} container(s), {len(done.networks)} network(s), "
               f"firewall rules of {len(done.rules)} run(s), from {len(done.runs)} run(s)")
    for name in (*done.containers, *done.networks):
        click.echo(f"  {name}")
