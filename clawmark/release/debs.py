"""The .deb files of a release (which packages: clawmark.release.debian), and the apt repository
they form in the bundle.

Where the bytes come from: /var/cache/apt/archives when apt kept the file, else `apt-get
download` of that exact version. Each file is checked against the archive's index (the SHA256
apt-cache shows for that version) and its control fields (Package, Version, Architecture, read
by dpkg-deb); a file that fails either is an error, never bundled.

debian/ is a flat apt repository (Packages, Release; `deb [trusted=yes] file:<bundle>/debian ./`)
so that apt, offline, resolves the dependencies against the system as it is — taking a bundled
baseline package only where the system's version will not do — and `<group>.list` names the
packages (and versions) tools/offline-debs asks it for.
"""

from __future__ import annotations

import hashlib
import re
import shutil
import tempfile
from pathlib import Path

from clawmark.release.debian import Chosen, Installed, tool
from clawmark.release.errors import ReleaseError
from clawmark.release.manifest import file_sha256

CACHE = Path("/var/cache/apt/archives")


def fetch(chosen: list[Chosen], dest: Path) -> dict[str, str]:
    """Copy or download the .deb of every chosen package into `dest`; package → file name.

    Raises ReleaseError naming versions the archive's index no longer lists, a download that
    fails, or a file whose SHA-256 or control fields are not the index's.
    """
    packages = [c.package for c in chosen]
    index = _index(packages)
    missing = []
    for package in packages:
        cached = CACHE / f"{package.package}_{package.version.replace(':', '%3a')}_{package.architecture}.deb"
        record = index[package.package]
        if cached.is_file() and file_sha256(cached) == record["SHA256"]:
            shutil.copyfile(cached, dest / record["file"])
        else:
            missing.append(package)
    if missing:
        _download(missing, index, dest)
    for package in packages:
        check(dest / index[package.package]["file"], package, index[package.package]["SHA256"])
    return {p.package: index[p.package]["file"] for p in packages}


def write_repository(chosen: list[Chosen], files: dict[str, str], dest: Path) -> None:
    """Write `dest`/Packages and Release (a flat apt repository of the files) and one
    `<group>.list` ("package version" lines) per group of requested packages."""
    paragraphs = []
    for c in chosen:
        path = dest / files[c.package.package]
        control = tool(["dpkg-deb", "-f", str(path)]).rstrip("\n")
        paragraphs.append(f"{control}\nFilename: ./{path.name}\nSize: {path.stat().st_size}\n"
                          f"SHA256: {file_sha256(path)}\n")
    packages = "\n".join(paragraphs).encode()
    (dest / "Packages").write_bytes(packages)
    architectures = " ".join(sorted({c.package.architecture for c in chosen}))
    (dest / "Release").write_text(
        "Origin: ClawMark\nLabel: ClawMark release bundle\n"
        f"Architectures: {architectures}\nSHA256:\n {hashlib.sha256(packages).hexdigest()} {len(packages)} Packages\n")
    for group in sorted({c.group for c in chosen if c.requested}):
        (dest / f"{group}.list").write_text("".join(f"{c.package.package} {c.package.version}\n"
                                                    for c in chosen if c.requested and c.group == group))


def _index(packages: list[Installed]) -> dict[str, dict[str, str]]:
    """The archive index's record (SHA256, pool file name) of each package's installed version."""
    out = tool(["apt-cache", "show", "--no-all-versions", *(f"{p.package}={p.version}" for p in packages)],
               "apt-cache show failed (run apt-get update)")
    records: dict[str, dict[str, str]] = {}
    for block in out.split("\n\n"):
        fields = dict(re.findall(r"^([A-Za-z0-9-]+): (.*)$", block, flags=re.M))
        if "Package" in fields and "SHA256" in fields:  # dpkg's own record of an installed version has no SHA256
            records.setdefault(f"{fields['Package']}={fields['Version']}:{fields['Architecture']}",
                               {"SHA256": fields["SHA256"], "file": fields["Filename"].rsplit("/", 1)[-1]})
    if gone := [p.package for p in packages if f"{p.package}={p.version}:{p.architecture}" not in records]:
        raise ReleaseError(
            f"{len(gone)} package(s) are installed at a version the archive no longer serves (a newer one "
            f"replaced it): {', '.join(gone)}. Upgrade them (apt-get update && apt-get install --only-upgrade "
            f"{' '.join(gone)}), run the gate again, then build: a bundle holds the versions the gate ran with")
    return {p.package: records[f"{p.package}={p.version}:{p.architecture}"] for p in packages}


def _download(packages: list[Installed], index: dict[str, dict[str, str]], dest: Path) -> None:
    with tempfile.TemporaryDirectory(prefix="cm-debs-") as tmp:
        tool(["apt-get", "download", "-q", "-o", "APT::Sandbox::User=root",
              *(f"{p.package}={p.version}" for p in packages)], "apt-get download failed", cwd=tmp)
        got = {f.name.split("_", 1)[0]: f for f in Path(tmp).glob("*.deb")}
        for p in packages:
            if p.package not in got:
                raise ReleaseError(f"apt-get download left no file for {p.package} {p.version}")
            shutil.move(got[p.package], dest / index[p.package]["file"])


def check(path: Path, package: Installed, sha256: str) -> None:
    """Raise ReleaseError unless the .deb at `path` has SHA-256 `sha256` and is `package`'s version."""
    if (digest := file_sha256(path)) != sha256:
        raise ReleaseError(f"{path.name}: SHA-256 {digest}, the archive's index says {sha256}")
    control = tool(["dpkg-deb", "-f", str(path), "Package", "Version", "Architecture"])
    fields = dict(re.findall(r"^([A-Za-z]+): (.*)$", control, flags=re.M))
    if (fields.get("Package"), fields.get("Version"), fields.get("Architecture")) != \
            (package.package, package.version, package.architecture):
        raise ReleaseError(f"{path.name}: its control fields say {fields}, not {package.package} {package.version}")
