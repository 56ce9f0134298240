"""The release manifest: every file of a bundle by SHA-256, and what the files are.

    <bundle>/
      MANIFEST.json   this manifest, canonical JSON (clawmark.canonical); its SHA-256 names the release
      SHA256SUMS      the same files and hashes for `sha256sum -c` (coreutils alone can check a bundle)
      README.md       what the bundle is and how to rerun it
      source/         the repository at the release's commit, with the released task folders only
      wheels/         every wheel requirements.lock and requirements-build.lock name
      debian/         the .deb files tools/setup installs with their dependencies: an apt repository
      images/         the container images of images/, saved as <name>.tar.zst

The manifest names every file but itself and SHA256SUMS (which is derived from it), so a
release is exactly its manifest: one more, one less or one altered file is a different
bundle. Parts left out of a bundle (`--without`) are null, never an empty list.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Literal

from pydantic import Field, ValidationError

from clawmark.canonical import canonical_bytes, canonical_hash
from clawmark.model import StrictModel
from clawmark.problems import InputError, Problem

FORMAT = "clawmark-release/1"
MANIFEST = "MANIFEST.json"
SUMS = "SHA256SUMS"


class FileEntry(StrictModel):
    path: str = Field(description="Relative to the bundle's root, `/`-separated.")
    sha256: str = Field(description="SHA-256 of the file's bytes, hex.")
    size: int = Field(description="Bytes.")
    executable: bool = Field(False, description="The file is executable (git mode 100755 in source/).")


class TaskEntry(StrictModel):
    name: str = Field(description="<scenario>/<task-id>.")
    path: str = Field(description="The task folder in the bundle (under source/).")
    version: int = Field(description="The task spec's version.")
    digest: str = Field(description="The task digest a verdict log of this task names (taskdir.content_digest).")
    release_lock: str = Field(description="The oracle's verdict hash pinned in the folder's RELEASE.lock.")


class WheelEntry(StrictModel):
    file: str = Field(description="The wheel in the bundle (under wheels/).")
    name: str = Field(description="The distribution, as the lock spells it.")
    version: str
    lock: str = Field(description="The lock that pins it (a path under source/).")


class DebEntry(StrictModel):
    package: str
    version: str = Field(description="The Debian version, epoch included, as dpkg-query shows it.")
    architecture: str
    file: str = Field(description="The .deb in the bundle (under debian/), named as in the archive's pool.")
    group: Literal["setup", "containers", "baseline"] = Field(
        description="Needed by tools/setup (setup), by tools/setup-containers (containers), or a baseline "
                    "package some bundled one needs at a version (clawmark.release.debian.pinned_baseline).")
    requested: bool = Field(description="Named in debian/<group>.list: tools/offline-debs asks apt for this "
                                        "version; otherwise apt takes it only where the system's will not do.")


class DebianPart(StrictModel):
    roots: dict[str, list[str]] = Field(description="Group → the packages its list names (tools/debian-packages*).")
    baseline: list[str] = Field(description="What every Debian 12 system has (Essential: yes, apt, and what "
                                            "they depend on): bundled only as some package needs it.")
    packages: list[DebEntry]


class ImageEntry(StrictModel):
    name: str = Field(description="The folder of images/ it is built from.")
    tag: str = Field(description="Its tag, a digest of its build context (clawmark.backends.images.tag).")
    id: str = Field(description="The engine's image id (sha256 of its configuration).")
    file: str = Field(description="The archive in the bundle (under images/): `docker save` output, zstd.")


class Manifest(StrictModel):
    format: Literal["clawmark-release/1"]
    commit: str = Field(description="The git commit of the harness source.")
    files: list[FileEntry] = Field(description="Every file of the bundle but MANIFEST.json and SHA256SUMS, by path.")
    tasks: list[TaskEntry]
    wheels: list[WheelEntry]
    debian: DebianPart | None = Field(description="Null when the bundle leaves the Debian packages out.")
    images: list[ImageEntry] | None = Field(description="Null when the bundle leaves the images out.")


def file_sha256(path: Path) -> str:
    """SHA-256 of the file at `path`, hex (read in chunks: image archives are gigabytes)."""
    with path.open("rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


def manifest_bytes(manifest: Manifest) -> bytes:
    """The manifest's canonical JSON bytes (what MANIFEST.json holds)."""
    return canonical_bytes(manifest.model_dump(mode="json"))


def release_name(manifest: Manifest) -> str:
    """The release's name: SHA-256 of the manifest's canonical bytes, hex."""
    return canonical_hash(manifest.model_dump(mode="json"))


def sums_text(manifest: Manifest) -> str:
    """SHA256SUMS: one `<sha256>  <path>` line per file, in the manifest's order (sha256sum's format)."""
    return "".join(f"{f.sha256}  {f.path}\n" for f in manifest.files)


def write(manifest: Manifest, root: Path) -> str:
    """Write MANIFEST.json and SHA256SUMS into `root`; return the release's name."""
    (root / MANIFEST).write_bytes(manifest_bytes(manifest))
    (root / SUMS).write_text(sums_text(manifest), encoding="utf-8")
    return release_name(manifest)


def read(root: Path) -> tuple[Manifest, bytes]:
    """The manifest of the bundle at `root`, and MANIFEST.json's bytes as stored.

    Raises InputError naming MANIFEST.json when it is missing, not JSON, or not a manifest
    (each schema error by field).
    """
    path = root / MANIFEST
    try:
        raw = path.read_bytes()
        data = json.loads(raw)
    except FileNotFoundError:
        raise InputError([Problem(str(path), "not found: not a release bundle (clawmark release build)")]) from None
    except (OSError, ValueError) as e:
        raise InputError([Problem(str(path), f"unreadable: {e}")]) from None
    try:
        return Manifest.model_validate(data), raw
    except ValidationError as e:
        raise InputError([Problem(str(path), err["msg"], field=".".join(map(str, err["loc"])) or None)
                          for err in e.errors()]) from None
