"""The Debian packages of a release: what tools/setup installs, at the versions installed here.

Which packages: those the package lists name (tools/debian-packages for tools/setup,
tools/debian-packages-containers for the container engine), and every package they depend
on (Depends and Pre-Depends, recursively; not Recommends, as setup installs without them),
as resolved on this machine: for a clause `a | b` the first alternative installed, for a
virtual package the installed package providing it. The closure stops at the baseline every
Debian 12 system has — the Essential packages, apt, and what they depend on (a subset of
what `debootstrap --variant=minbase` installs) — so a bundle does not replace the system's
C library or shell.

Where the bytes come from: /var/cache/apt/archives when apt kept the file, else `apt-get
download` of that exact version. Each file is checked against the archive's index (the
SHA256 apt-cache shows for that version) and its control fields (Package, Version,
Architecture, read by dpkg-deb); a file that fails either is an error, never bundled.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from clawmark.release.errors import ReleaseError
from clawmark.release.manifest import file_sha256

LISTS = {"setup": "tools/debian-packages", "containers": "tools/debian-packages-containers"}
CACHE = Path("/var/cache/apt/archives")
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
    native = _run(["dpkg", "--print-architecture"]).strip()
    out = _run(["dpkg-query", "-W", "-f=" + "\t".join(f"${{{f}}}" for f in _FIELDS) + "\n"])
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
    providers: dict[str, list[str]] = {}
    for package in db.values():
        for virtual in package.provides:
            providers.setdefault(virtual, []).append(package.package)
    if missing := sorted(r for r in roots if r not in db):
        raise ReleaseError(f"not installed here: {', '.join(missing)} (run tools/setup before building a release)")
    found: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in found or name in stop:
            continue
        found.add(name)
        for clause in filter(None, (c.strip() for c in db[name].depends.split(","))):
            alternatives = [re.split(r"[\s(:]", alt.strip(), maxsplit=1)[0] for alt in clause.split("|")]
            chosen = next((a if a in db else sorted(providers[a])[0]
                           for a in alternatives if a in db or a in providers), None)
            if chosen is None:
                raise ReleaseError(f"{name} depends on {clause!r}, which no installed package satisfies")
            todo.append(chosen)
    return found


def baseline(db: dict[str, Installed]) -> set[str]:
    """What every Debian 12 system has installed: the Essential packages, apt, and their dependencies."""
    return closure(sorted(p for p, i in db.items() if i.essential) + ["apt"], db)


@dataclass(frozen=True)
class Fetched:
    """A .deb in the bundle: the package it installs and the file's name under debian/."""

    package: Installed
    group: str
    file: str


def fetch(groups: dict[str, list[Installed]], dest: Path) -> list[Fetched]:
    """Copy or download the .deb of every package of `groups` (group → packages) into `dest`.

    Raises ReleaseError naming a version the archive's index no longer lists, a download that
    fails, or a file whose SHA-256 or control fields are not the index's.
    """
    wanted = sorted((p for ps in groups.values() for p in ps), key=lambda p: p.package)
    index = _index(wanted)
    missing = []
    for package in wanted:
        cached = CACHE / f"{package.package}_{package.version.replace(':', '%3a')}_{package.architecture}.deb"
        record = index[package.package]
        if cached.is_file() and file_sha256(cached) == record["SHA256"]:
            shutil.copyfile(cached, dest / record["file"])
        else:
            missing.append(package)
    if missing:
        _download(missing, index, dest)
    fetched = []
    for group, packages in sorted(groups.items()):
        for package in sorted(packages, key=lambda p: p.package):
            _check(dest / index[package.package]["file"], package, index[package.package]["SHA256"])
            fetched.append(Fetched(package, group, index[package.package]["file"]))
    return fetched


def _index(packages: list[Installed]) -> dict[str, dict[str, str]]:
    """The archive index's record (SHA256, pool file name) of each package's installed version."""
    out = _run(["apt-cache", "show", "--no-all-versions", *(f"{p.package}={p.version}" for p in packages)],
               "the archive's index lacks an installed version (apt-get update, or that version is gone)")
    records: dict[str, dict[str, str]] = {}
    for block in out.split("\n\n"):
        fields = dict(re.findall(r"^([A-Za-z0-9-]+): (.*)$", block, flags=re.M))
        if "Package" in fields and "SHA256" in fields:
            records.setdefault(f"{fields['Package']}={fields['Version']}:{fields['Architecture']}",
                               {"SHA256": fields["SHA256"], "file": fields["Filename"].rsplit("/", 1)[-1]})
    found = {}
    for p in packages:
        if (record := records.get(f"{p.package}={p.version}:{p.architecture}")) is None:
            raise ReleaseError(f"the archive's index has no {p.package} {p.version} ({p.architecture}); "
                               "run apt-get update, or that version is no longer served")
        found[p.package] = record
    return found


def _download(packages: list[Installed], index: dict[str, dict[str, str]], dest: Path) -> None:
    with tempfile.TemporaryDirectory(prefix="cm-debs-") as tmp:
        _run(["apt-get", "download", "-q", "-o", "APT::Sandbox::User=root",
              *(f"{p.package}={p.version}" for p in packages)], "apt-get download failed", cwd=tmp)
        got = {f.name.split("_", 1)[0]: f for f in Path(tmp).glob("*.deb")}
        for p in packages:
            if p.package not in got:
                raise ReleaseError(f"apt-get download left no file for {p.package} {p.version}")
            shutil.move(got[p.package], dest / index[p.package]["file"])


def _check(path: Path, package: Installed, sha256: str) -> None:
    if (digest := file_sha256(path)) != sha256:
        raise ReleaseError(f"{path.name}: SHA-256 {digest}, the archive's index says {sha256}")
    control = _run(["dpkg-deb", "-f", str(path), "Package", "Version", "Architecture"])
    fields = dict(re.findall(r"^([A-Za-z]+): (.*)$", control, flags=re.M))
    if (fields.get("Package"), fields.get("Version"), fields.get("Architecture")) != \
            (package.package, package.version, package.architecture):
        raise ReleaseError(f"{path.name}: its control fields say {fields}, not {package.package} {package.version}")


def _run(argv: list[str], what: str = "", cwd: str | None = None) -> str:
    try:
        done = subprocess.run(argv, capture_output=True, text=True, cwd=cwd)
    except FileNotFoundError:
        raise ReleaseError(f"{argv[0]} is not installed: bundling Debian packages needs a Debian system "
                           "(or build with --without debian)") from None
    if done.returncode:
        raise ReleaseError(f"{what or ' '.join(argv[:2]) + ' failed'}: {done.stderr.strip()[-800:]}")
    return done.stdout
