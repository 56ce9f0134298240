"""Find and remove what killed runs of the docker backend left: containers, networks, rules.

Everything the docker backend creates carries the labels `clawmark.run`, `clawmark.pid` and
`clawmark.host` (clawmark.backends.docker). A run is *left over* when it was started on this
host by a process that no longer exists (killed with SIGKILL, or the machine's harness crashed);
its containers, its network and its firewall rules (clawmark.backends.firewall) are removed. Runs
whose harness is still alive are kept unless `everything`.
"""

from __future__ import annotations

import os
import socket
from dataclasses import dataclass, field

from clawmark.backends import firewall
from clawmark.backends.docker import LABEL_HOST, LABEL_PID, LABEL_RUN
from clawmark.backends.engine import connect


@dataclass
class Collected:
    """What `collect` removed (or would remove, on a dry run), by run."""

    runs: set[str] = field(default_factory=set)
    containers: list[str] = field(default_factory=list)
    networks: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)


def alive(labels: dict[str, str]) -> bool:
    """Whether the harness that created an object still runs (objects of other hosts count as alive)."""
    if labels.get(LABEL_HOST) != socket.gethostname():
        return True
    try:
        os.kill(int(labels.get(LABEL_PID, "0")), 0)
    except (ValueError, ProcessLookupError):
        return False
    except PermissionError:
        return True
    return int(labels[LABEL_PID]) > 0


def collect(everything: bool = False, dry_run: bool = False) -> Collected:
    """Remove the leftovers of dead runs (all ClawMark runs if `everything`); return what went.

    Raises ServiceError when there is no container engine.
    """
    client = connect()
    done = Collected()
    live: set[str] = set()
    filters = {"label": LABEL_RUN}
    containers = client.containers.list(all=True, filters=filters)
    networks = client.networks.list(filters=filters)
    for obj in (*containers, *networks):
        labels = obj.attrs.get("Labels") or obj.attrs.get("Config", {}).get("Labels") or {}
        (done.runs if everything or not alive(labels) else live).add(labels[LABEL_RUN])
    for container in containers:
        if container.labels.get(LABEL_RUN) in done.runs:
            done.containers.append(container.name)
            if not dry_run:
                container.remove(force=True)
    for network in networks:
        if (network.attrs.get("Labels") or {}).get(LABEL_RUN) in done.runs:
            done.networks.append(network.name)
            if not dry_run:
                network.remove()
    for tag in sorted(firewall.tags() - live):  # rules of runs with no live object are orphans
        done.runs.add(tag)
        done.rules.append(tag)
        if not dry_run:
            firewall.drop(tag)
    client.close()
    return done
