"""`clawmark release build`: assemble a release bundle (layout: clawmark.release.manifest).

The bundle is built in a sibling folder and renamed into place at the end, so an interrupted or
failed build leaves nothing at the destination. Everything is read from the bundled source,
not from the working tree: the task entries (digest, RELEASE.lock) from the bundled task
folders, the locks and package lists from source/, the image tags computed by the bundled
clawmark.backends.images.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from clawmark.problems import InputError, Problem
from clawmark.release import debian, debs, images, source, wheels
from clawmark.release.errors import ReleaseError
from clawmark.release.manifest import (FORMAT, MANIFEST, SUMS, DebEntry, DebianPart, FileEntry, ImageEntry, Manifest,
                                       TaskEntry, WheelEntry, file_sha256, write)
from clawmark.taskdir import discover, load_task

PARTS = ("debian", "images")  # what `--without` may leave out
README = "README.md"
_QUIET = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")  # the bundled code must not write __pycache__ into it


def build(repo: Path, task_paths: list[Path], out: Path, without: frozenset[str] = frozenset(),
          log: Callable[[str], None] = lambda line: None, image_tags: dict[str, str] | None = None,
          ) -> tuple[Manifest, str]:
    """Build the release bundle of the tasks under `task_paths` at `out`; return its manifest and name.

    `repo` is the git checkout whose HEAD is released; `without` names parts of PARTS to leave
    out; `image_tags` (name → tag) the images to bundle, by default every image of images/ (built
    by the bundled source where the engine lacks it). Raises InputError for a bad destination or task folder, ReleaseError when a part
    cannot be assembled (a file that does not match its lock or index, an image missing…).
    """
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise InputError([Problem(str(out), "exists and is not an empty folder; a bundle is built into a new one")])
    if unknown := sorted(without - set(PARTS)):
        raise InputError([Problem("--without", f"unknown part {', '.join(unknown)}; one of {', '.join(PARTS)}")])
    roots = discover(task_paths)
    partial = out.parent / f".{out.name}.partial"
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    try:
        manifest = _assemble(repo, roots, partial, without, log, image_tags)
        name = write(manifest, partial)
        if out.exists():
            out.rmdir()
        partial.rename(out)
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)
        raise
    return manifest, name


def _assemble(repo: Path, roots: list[Path], root: Path, without: frozenset[str], log,
              image_tags: dict[str, str] | None) -> Manifest:
    commit = source.head_commit(repo)
    if changed := source.uncommitted(repo):
        log(f"warning: {len(changed)} uncommitted change(s) left out (the bundle holds {commit[:12]}): "
            + ", ".join(changed[:5]) + (" …" if len(changed) > 5 else ""))
    kept, chosen = source.released_files(repo, source.head_files(repo), roots)
    with _timed(log, f"source: {len(kept)} files of {commit[:12]}, {len(chosen)} task(s)"):
        source.write_files(repo, kept, root / "source")
        tasks = [_task(root, rel) for rel in chosen]
    deb_part = None
    if "debian" not in without:
        with _timed(log, "Debian packages"):
            deb_part = _debian(root, containers="images" not in without)
    with _timed(log, "wheels"):
        wheel_entries = _wheels(root)
    image_entries = None
    if "images" not in without:
        with _timed(log, "container images"):
            image_entries = _images(root, log, image_tags)
    (root / README).write_text(_readme(commit, tasks, without), encoding="utf-8")
    files = _files(root)
    _check_source(root, kept)
    log(f"bundle: {len(files)} files, {sum(f.size for f in files) / 1e6:.1f} MB")
    return Manifest(format=FORMAT, commit=commit, files=files, tasks=tasks, wheels=wheel_entries,
                    debian=deb_part, images=image_entries)


def _task(root: Path, rel: str) -> TaskEntry:
    sys.dont_write_bytecode = True
    task = load_task(root / "source" / rel)
    lock = task.root / "RELEASE.lock"
    if not lock.is_file() or len(pinned := lock.read_text().strip()) != 64:
        raise ReleaseError(f"{rel}: no RELEASE.lock; a task is released by the gate first (clawmark gate --update {rel})")
    return TaskEntry(name=task.name, path=f"source/{rel}", version=task.spec.version, digest=task.digest,
                     release_lock=pinned)


def _wheels(root: Path) -> list[WheelEntry]:
    house = root / "wheels"
    entries = []
    for lock_name in wheels.LOCKS:
        lock = root / "source" / lock_name
        if not lock.is_file():
            raise ReleaseError(f"{lock_name} is not committed at HEAD")
        staging = house / f".{lock_name}"
        staging.mkdir(parents=True)
        wheels.download(lock, staging)
        pins = wheels.match(sorted(staging.glob("*.whl")), wheels.lock_entries(lock.read_text(), lock_name), lock_name)
        for wheel, entry in pins.items():
            if (house / wheel.name).exists():
                raise ReleaseError(f"{wheel.name} is pinned by two locks")
            wheel.rename(house / wheel.name)
            entries.append(WheelEntry(file=f"wheels/{wheel.name}", name=entry.name, version=entry.version,
                                      lock=f"source/{lock_name}"))
        staging.rmdir()
    return sorted(entries, key=lambda e: e.file)


def _debian(root: Path, containers: bool) -> DebianPart:
    lists = {g: debian.read_list(root / "source" / path) for g, path in debian.LISTS.items()
             if g == "setup" or containers}
    chosen, base = debian.select(lists, debian.installed())
    (root / "debian").mkdir()
    files = debs.fetch(chosen, root / "debian")
    debs.write_repository(chosen, files, root / "debian")
    return DebianPart(roots=lists, baseline=sorted(base), packages=[
        DebEntry(package=c.package.package, version=c.package.version, architecture=c.package.architecture,
                 file=f"debian/{files[c.package.package]}", group=c.group, requested=c.requested) for c in chosen])


def _images(root: Path, log, tags: dict[str, str] | None) -> list[ImageEntry]:
    from clawmark.backends.engine import connect

    client = connect()
    (root / "images").mkdir()
    entries = []
    for name, tag in (tags or _built(root, log)).items():
        image_id = images.save(client, tag, root / images.archive_name(name))
        entries.append(ImageEntry(name=name, tag=tag, id=image_id, file=images.archive_name(name)))
        log(f"  {tag}: {(root / images.archive_name(name)).stat().st_size / 1e6:.1f} MB")
    return entries


def _built(root: Path, log) -> dict[str, str]:
    """Build any missing image of images/ with the bundled source (the tags are of its contexts); name → tag."""
    done = subprocess.run([sys.executable, "-m", "clawmark.release.images", "ensure"], cwd=root / "source",
                          env=_QUIET, capture_output=True, text=True)
    for line in done.stderr.splitlines():
        log(f"  {line}")
    if done.returncode:
        raise ReleaseError(f"the images could not be built: {done.stderr.strip()[-800:]}")
    return json.loads(done.stdout)


def _files(root: Path) -> list[FileEntry]:
    return [FileEntry(path=rel, sha256=file_sha256(path), size=path.stat().st_size,
                      executable=bool(path.stat().st_mode & 0o100))
            for path in sorted(root.rglob("*"))
            if path.is_file() and (rel := path.relative_to(root).as_posix()) not in (MANIFEST, SUMS)]


def _check_source(root: Path, kept: list[source.SourceFile]) -> None:
    wrote = {f"source/{f.path}" for f in kept}
    if extra := sorted(p.relative_to(root).as_posix() for p in (root / "source").rglob("*")
                       if p.is_file() and p.relative_to(root).as_posix() not in wrote):
        raise ReleaseError(f"files appeared in source/ while building: {', '.join(extra[:5])}")


class _timed:
    """Log `what` with the seconds it took (progress for the builder; nothing of it enters the bundle)."""

    def __init__(self, log, what: str):
        self.log, self.what = log, what

    def __enter__(self):
        self.start = time.monotonic()

    def __exit__(self, *exc):
        if exc[0] is None:
            self.log(f"{self.what} ({time.monotonic() - self.start:.0f} s)")


def _readme(commit: str, tasks: list[TaskEntry], without: frozenset[str]) -> str:
    left_out = f"Left out of this bundle: {', '.join(sorted(without))}.\n\n" if without else ""
    listed = "".join(f"- {t.name} (RELEASE.lock {t.release_lock})\n" for t in tasks)
    return f"""# ClawMark release bundle

The ClawMark benchmark at commit {commit}, with everything needed to rerun it offline on
Debian 12 (x86_64): the harness source and tasks (source/), every Python wheel its locks name
(wheels/), the Debian packages its setup installs (debian/) and its container images (images/).
MANIFEST.json names every file by SHA-256; the SHA-256 of MANIFEST.json itself names the release.

{left_out}Tasks:
{listed}
Check the bundle with coreutils alone: `sha256sum -c SHA256SUMS` (and `sha256sum MANIFEST.json`
against the published release name). Then, with no network:

    cp -a source ~/clawmark && cd ~/clawmark
    tools/setup --offline BUNDLE            # add --containers for the images
    .venv/bin/clawmark release verify BUNDLE --release NAME
    .venv/bin/clawmark gate tasks -j 2

source/README.md ("Archival release") says more, and how to check one verdict hash.
"""
