"""No route out of a world's network: iptables rules on its bridge, tagged with the run.

A bridge network alone lets a container reach the internet (the engine masquerades) and the
host itself (the bridge's gateway address, and every other host address, reach the host's
listening sockets). An `internal` network does not help on Podman 4.3: the host still answers
on the gateway address, and published ports stop working. So the docker backend keeps a
plain bridge (published ports work) and adds two rules per world, both tagged with the comment
`clawmark:<run>`:

    INPUT    -i <bridge> -m conntrack ! --ctstate ESTABLISHED,RELATED -j DROP
             the host accepts no connection from the world (replies to its own do pass)
    FORWARD  -i <bridge> ! -o <bridge> -j DROP
             nothing is routed out of the world (internet, other networks)

Containers of one world still reach each other over the bridge. `drop(tag)` removes a run's
rules; `tags()` lists the runs that have rules (for `clawmark gc`). The bridge is named before
it exists (iptables matches interfaces by name), so no container runs unsealed.
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess

from clawmark.endpoint import ServiceError

PREFIX = "clawmark:"


def _iptables(*args: str) -> str:
    binary = shutil.which("iptables", path="/usr/sbin:/sbin:/usr/bin:/bin")
    if binary is None:
        raise ServiceError("sealing a world's network needs iptables (Debian package iptables)")
    run = subprocess.run([binary, "-w", *args], capture_output=True, text=True)
    if run.returncode:
        raise ServiceError(f"iptables {' '.join(args)} failed: {run.stderr.strip()}")
    return run.stdout


def rules(bridge: str, tag: str) -> list[tuple[str, ...]]:
    """The (chain, match…) rules that seal `bridge`, tagged `clawmark:<tag>`."""
    comment = ("-m", "comment", "--comment", PREFIX + tag)
    return [
        ("INPUT", "-i", bridge, "-m", "conntrack", "!", "--ctstate", "ESTABLISHED,RELATED", *comment, "-j", "DROP"),
        ("FORWARD", "-i", bridge, "!", "-o", bridge, *comment, "-j", "DROP"),
    ]


def seal(bridge: str, tag: str) -> None:
    """Insert the rules of `bridge` at the top of INPUT and FORWARD; raises ServiceError."""
    for chain, *match in rules(bridge, tag):
        _iptables("-I", chain, *match)


def _tagged() -> list[tuple[str, str]]:
    """(tag, rule spec as `iptables -S` prints it) of every clawmark rule."""
    found = []
    for line in _iptables("-S").splitlines():
        if match := re.search(rf'--comment "?{PREFIX}([\w.-]+)"?', line):
            found.append((match.group(1), line))
    return found


def tags() -> set[str]:
    """The runs that have rules in INPUT or FORWARD."""
    return {tag for tag, _ in _tagged()}


def drop(tag: str) -> None:
    """Remove every rule tagged `clawmark:<tag>` (idempotent)."""
    for found, line in _tagged():
        if found == tag and line.startswith("-A "):
            _iptables("-D", *shlex.split(line[3:]))
