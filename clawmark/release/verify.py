"""`clawmark release verify`: a bundle is exactly what its manifest says.

Every file the manifest lists must exist with its size, SHA-256 and executable bit; no other
file may be there (but MANIFEST.json and SHA256SUMS); MANIFEST.json must be canonical (as
written) and, given the published release name, hash to it; SHA256SUMS must be the manifest's;
and the manifest's parts must agree with the files: each task's RELEASE.lock says the verdict
hash the manifest names, each wheel is one its lock pins, each part names only listed files.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from clawmark.problems import Problem
from clawmark.release import wheels
from clawmark.release.errors import ReleaseError
from clawmark.release.manifest import MANIFEST, SUMS, Manifest, file_sha256, manifest_bytes, read, sums_text


@dataclass
class Verification:
    """The outcome of verifying one bundle: `problems` empty means every file is as released."""

    name: str
    manifest: Manifest
    problems: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def verify(root: Path, release: str | None = None) -> Verification:
    """Verify the bundle at `root`; `release` is the release name it must have, when known.

    Raises InputError (clawmark.release.manifest.read) when `root` holds no readable manifest.
    """
    manifest, raw = read(root)
    result = Verification(hashlib.sha256(raw).hexdigest(), manifest)
    problem = lambda where, message, at=None: result.problems.append(Problem(where, message, field=at))  # noqa: E731
    if raw != manifest_bytes(manifest):
        problem(MANIFEST, "not canonical JSON (sorted keys, compact, UTF-8): not as `release build` wrote it")
    if release is not None and result.name != release.lower():
        problem(MANIFEST, f"SHA-256 {result.name}: this is not release {release}")
    intact = set()
    for i, entry in enumerate(manifest.files):
        if (where := _unsafe(entry.path)) is not None:
            problem(MANIFEST, where, f"files[{i}].path")
            continue
        path = root / entry.path
        if not path.is_file():
            problem(entry.path, "missing")
        elif (size := path.stat().st_size) != entry.size:
            problem(entry.path, f"altered: {size} bytes, the manifest says {entry.size}")
        elif (digest := file_sha256(path)) != entry.sha256:
            problem(entry.path, f"altered: SHA-256 {digest}, the manifest says {entry.sha256}")
        elif bool(path.stat().st_mode & 0o100) != entry.executable:
            problem(entry.path, f"mode: {'' if entry.executable else 'not '}executable in the manifest")
        else:
            intact.add(entry.path)
    listed = {f.path for f in manifest.files}
    for path in sorted(p for p in root.rglob("*") if p.is_file() or p.is_symlink()):
        if (rel := path.relative_to(root).as_posix()) not in listed | {MANIFEST, SUMS}:
            problem(rel, "not in the manifest: a file added to the bundle")
    if not (root / SUMS).is_file() or (root / SUMS).read_bytes() != sums_text(manifest).encode():
        problem(SUMS, "does not match MANIFEST.json (missing or altered)")
    for where, message, at in _inconsistencies(root, manifest, listed, intact):
        problem(where, message, at)
    return result


def _unsafe(path: str) -> str | None:
    parts = PurePosixPath(path).parts
    if path.startswith("/") or ".." in parts or not parts or path in (MANIFEST, SUMS):
        return f"{path!r} is not a path inside the bundle"
    return None


def _inconsistencies(root: Path, manifest: Manifest, listed: set[str], intact: set[str]):
    """(where, message, field) for each part of the manifest that disagrees with its files."""
    named = [(f"tasks[{i}].path", f"{t.path}/RELEASE.lock") for i, t in enumerate(manifest.tasks)]
    named += [(f"wheels[{i}].file", w.file) for i, w in enumerate(manifest.wheels)]
    named += [(f"debian.packages[{i}].file", d.file) for i, d in enumerate(manifest.debian.packages if manifest.debian else [])]
    named += [(f"images[{i}].file", m.file) for i, m in enumerate(manifest.images or [])]
    for at, path in named:
        if path not in listed:
            yield MANIFEST, f"names {path}, which its file list does not hold", at
    for task in manifest.tasks:
        lock = f"{task.path}/RELEASE.lock"
        if lock in intact and (root / lock).read_text().strip() != task.release_lock:
            yield lock, f"holds {(root / lock).read_text().strip()}, the manifest says {task.release_lock}", None
    locks = {}
    for wheel in manifest.wheels:
        if wheel.file not in intact or wheel.lock not in intact:
            continue
        try:
            entries = locks.setdefault(wheel.lock, wheels.lock_entries((root / wheel.lock).read_text(), wheel.lock))
            wheels.match([root / wheel.file], {wheels.normal(wheel.name): entries[wheels.normal(wheel.name)]}, wheel.lock)
        except (ReleaseError, KeyError) as e:
            yield wheel.file, f"not pinned by {wheel.lock}: {e}", None
