"""The `--executor` options of `clawmark run` and `clawmark gate` (clawmark.executors)."""

from __future__ import annotations

import sys

import click

from clawmark.cli.common import INPUT_ERROR
from clawmark.executors import Executor, LocalExecutor


def executor_options(command):
    """Add --executor, --address and --worlds-per-node to a CLI verb."""
    for option in reversed((
        click.option("--executor", type=click.Choice(["local", "ray"]), default="local", show_default=True,
                     help="Where runs are played: this process (-j N at a time) or a Ray cluster."),
        click.option("--address", metavar="ADDR",
                     help="The Ray cluster (host:port of its head, or ray://…); default: RAY_ADDRESS, else the "
                          "cluster `ray start` began on this machine."),
        click.option("--worlds-per-node", type=click.IntRange(1, 64), default=1, show_default=True,
                     help="With --executor ray: at most this many worlds (runs) at a time on a node."),
    )):
        command = option(command)
    return command


def make_executor(executor: str, jobs: int, address: str | None, worlds_per_node: int) -> Executor:
    """The executor the options name; exits with status 2 and one line when no Ray cluster is
    reachable (before anything is played)."""
    if executor == "local":
        return LocalExecutor(jobs)
    from clawmark.executors.cluster import ClusterUnavailable, RayExecutor

    try:
        return RayExecutor(address, worlds_per_node)
    except ClusterUnavailable as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(INPUT_ERROR)
