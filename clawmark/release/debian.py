"""Which Debian packages a release carries: what tools/setup installs, at the versions installed here.

The packages the package lists name (tools/debian-packages for tools/setup,
tools/debian-packages-containers for the container engine), and every package they depend
on (Depends and Pre-Depends, recursively; not Recommends, as setup installs without them),
as resolved on this machine: for a clause `a | b` the first alternative installed, for a
virtual package the installed package providing it. The closure stops at the baseline every
Debian 12 system has — the Essential packages, apt, and what they depend on (a subset of
what `debootstrap --variant=minbase` installs) — so a bundle does not replace the system's
C library or shell; except that the baseline packages a bundled one needs at a version come
along (pinned_baseline), for apt to take where the system's own will not do.
(The files themselves: clawmark.release.debs.)
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from clawmark.release.errors import ReleaseError

LISTS = {"setup": "tools/debian-packages", "containers": "tools/debian-packages-containers"}
_FIELDS = ("Package", "Version", "Architecture", "Essential", "Depends", "Pre-Depends", "Provides", "db:Status-Abbrev")


@dataclass(frozen=True)
class Installed:
    """One installed package as dpkg knows it."""

    package: str
    version: str
    architecture: str
    essential: bool
    depends: str
    provides: tuple[str, ...]


def read_list(path: Path) -> list[str]:
    """The package names of a package list: whitespace-separated, `#` to the end of a line is a comment."""
    return [name for line in path.read_text(encoding="utf-8").splitlines() for name in line.split("#")[0].split()]


def installed() -> dict[str, Installed]:
    """Every installed package of this machine's architecture (or `all`), by name (dpkg-query)."""
    native = tool(["dpkg", "--print-architecture"]).strip()
    out = tool(["dpkg-query", "-W", "-f=" + "\t".join(f"${{{f}}}" for f in _FIELDS) + "\n"])
    db = {}
    for line in out.splitlines():
        package, version, arch, essential, depends, pre_depends, provides, status = line.split("\t")
        if status.strip() != "ii" or arch not in (native, "all"):
            continue
        db[package] = Installed(package, version, arch, essential == "yes", ", ".join(d for d in (pre_depends, depends) if d),
                                tuple(p.split()[0] for p in provides.split(",") if p.strip()))
    return db


def closure(roots: list[str], db: dict[str, Installed], stop: frozenset[str] = frozenset()) -> set[str]:
    """`roots` and every installed package they depend on, not entering the packages of `stop`.

    Raises ReleaseError naming a root that is not installed, or a dependency that no installed
    package satisfies.
    """
    if missing := sorted(r for r in roots if r not in db):
        raise ReleaseError(f"not installed here: {', '.join(missing)} (run tools/setup before building a release)")
    found: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in found or name in stop:
            continue
        found.add(name)
        todo += [chosen for chosen, _ in dependencies(name, db)]
    return found


def dependencies(name: str, db: dict[str, Installed]) -> list[tuple[str, str]]:
    """The installed package satisfying each dependency clause of `name`, with the clause's version
    relation (`=`, `>=`, `<<`…, or "" when unversioned).

    Raises ReleaseError for a clause no installed package satisfies.
    """
    chosen = []
    for clause in filter(None, (c.strip() for c in db[name].depends.split(","))):
        for alternative in clause.split("|"):
            match = re.match(r"\s*([^\s(:]+)(?::\S+)?\s*(?:\((<<|<=|=|>=|>>)\s*[^)]*\))?", alternative)
            target, relation = match.group(1), match.group(2) or ""
            provider = target if target in db else next(
                (p for p in sorted(db) if target in db[p].provides), None)
            if provider is not None:
                chosen.append((provider, relation))
                break
        else:
            raise ReleaseError(f"{name} depends on {clause!r}, which no installed package satisfies")
    return chosen


def baseline(db: dict[str, Installed]) -> set[str]:
    """What every Debian 12 system has installed: the Essential packages, apt, and their dependencies."""
    return closure(sorted(p for p, i in db.items() if i.essential) + ["apt"], db)


def pinned_baseline(members: set[str], db: dict[str, Installed], base: set[str]) -> dict[str, bool]:
    """The baseline packages `members` need at a version (a versioned dependency, followed through
    the baseline packages so added); True where the version is exact (`=`: built from one source).

    A Debian 12 system has them, but maybe not at a version the bundle's packages accept (perl
    needs perl-base of its own version; a point release moves libsystemd0 apart from systemd),
    so the bundle carries the builder's, for apt to use where the system's will not do.
    """
    needed: dict[str, bool] = {}
    todo = sorted(members)
    while todo:
        name = todo.pop()
        for target, relation in dependencies(name, db):
            if target in base and relation:
                if target not in needed:
                    todo.append(target)
                needed[target] = needed.get(target, False) or relation == "="
    return needed


@dataclass(frozen=True)
class Chosen:
    """A package the bundle carries: its group, and whether tools/offline-debs asks apt for it
    (`requested`; a baseline package that is not is only there for apt to take if needed)."""

    package: Installed
    group: Literal["setup", "containers", "baseline"]
    requested: bool


def select(lists: dict[str, list[str]], db: dict[str, Installed]) -> tuple[list[Chosen], set[str]]:
    """The packages to bundle for the package lists (group → names, setup first), and the baseline.

    A package two groups need belongs to the first. Baseline packages come in only as
    pinned_baseline says, requested by the group that needs them exactly.
    """
    base = baseline(db)
    chosen: dict[str, Chosen] = {}
    for group, names in lists.items():
        members = closure(names, db, stop=frozenset(base | set(chosen)))
        for name in sorted(members):
            chosen[name] = Chosen(db[name], group, True)
        for name, exact in sorted(pinned_baseline(members, db, base).items()):
            if name not in chosen or (exact and not chosen[name].requested):
                chosen[name] = Chosen(db[name], group if exact else "baseline", exact)
    return sorted(chosen.values(), key=lambda c: c.package.package), base


def tool(argv: list[str], what: str = "", cwd: str | None = None) -> str:
    """The standard output of a Debian tool (dpkg, apt); raises ReleaseError with `what` and its
    error output when it fails, or when it is not installed."""
    try:
        done = subprocess.run(argv, capture_output=True, text=True, cwd=cwd)
    except FileNotFoundError:
        raise ReleaseError(f"{argv[0]} is not installed: bundling Debian packages needs a Debian system "
                           "(or build with --without debian)") from None
    if done.returncode:
        raise ReleaseError(f"{what or ' '.join(argv[:2]) + ' failed'}: {done.stderr.strip()[-800:]}")
    return done.stdout
