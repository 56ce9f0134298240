"""The wheelhouse of a release: every wheel the hash-pinned locks name, each checked against its hash.

The locks are pip requirement files with `--hash` options (uv pip compile --generate-hashes):
requirements.lock (the harness and its tests) and requirements-build.lock (pip and the build
backend, so `pip install -e .` needs no index). pip fills the wheelhouse (`pip download
--require-hashes`, binary wheels only, for this interpreter and platform); then each wheel is
matched to its lock entry here, independently of pip: its SHA-256 must be one the lock lists,
and every entry must have exactly one wheel.
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from clawmark.release.errors import ReleaseError
from clawmark.release.manifest import file_sha256

LOCKS = ("requirements-build.lock", "requirements.lock")
_ENTRY = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==(\S+)")
_HASH = re.compile(r"--hash=sha256:([0-9a-f]{64})")


@dataclass(frozen=True)
class LockEntry:
    """One pinned distribution: its name as the lock spells it, its version, its allowed SHA-256s."""

    name: str
    version: str
    hashes: frozenset[str]


def normal(name: str) -> str:
    """A distribution name normalised as PEP 503 does (`Foo_Bar.baz` → `foo-bar-baz`)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def lock_entries(text: str, shown: str) -> dict[str, LockEntry]:
    """The entries of a hash-pinned requirements file, by normalised name.

    Raises ReleaseError naming the lock (`shown`) for an entry without a hash or a name pinned twice.
    """
    entries: dict[str, LockEntry] = {}
    for block in re.split(r"\n(?=[A-Za-z0-9])", text):
        if not (match := _ENTRY.match(block)):
            continue
        name, version = match.groups()
        hashes = frozenset(_HASH.findall(block))
        if not hashes:
            raise ReleaseError(f"{shown}: {name}=={version} has no --hash; the lock must pin every file")
        if normal(name) in entries:
            raise ReleaseError(f"{shown}: {name} is pinned twice")
        entries[normal(name)] = LockEntry(name, version, hashes)
    return entries


def wheel_name(filename: str) -> str:
    """The normalised distribution name of a wheel file (`{name}-{version}-…-{platform}.whl`)."""
    return normal(filename.split("-", 1)[0])


def download(lock: Path, dest: Path) -> None:
    """pip download every wheel of `lock` into `dest` (hash-checked by pip; binary wheels only).

    Uses this interpreter's pip and its configuration (indexes, certificates). Raises
    ReleaseError with pip's last lines when it fails.
    """
    done = subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
                           "--require-hashes", "--no-deps", "--only-binary=:all:", "-d", str(dest), "-r", str(lock)],
                          capture_output=True, text=True)
    if done.returncode:
        raise ReleaseError(f"pip download -r {lock.name} failed: {done.stderr.strip()[-1500:]}")


def match(wheels: list[Path], entries: dict[str, LockEntry], shown: str) -> dict[Path, LockEntry]:
    """Each wheel's lock entry; raises ReleaseError naming a wheel whose hash the lock does not list,
    a wheel of no entry, or an entry without a wheel (or with two)."""
    found: dict[Path, LockEntry] = {}
    for wheel in sorted(wheels):
        entry = entries.get(wheel_name(wheel.name))
        if entry is None:
            raise ReleaseError(f"{wheel.name}: no entry of {shown} names it")
        if (digest := file_sha256(wheel)) not in entry.hashes:
            raise ReleaseError(f"{wheel.name}: SHA-256 {digest} is not one {shown} pins for {entry.name}=={entry.version}")
        found[wheel] = entry
    counts = {name: sum(1 for e in found.values() if normal(e.name) == name) for name in entries}
    if bad := sorted(f"{entries[n].name}=={entries[n].version} ({c} wheels)" for n, c in counts.items() if c != 1):
        raise ReleaseError(f"{shown}: need exactly one wheel per entry: {', '.join(bad)}")
    return found
