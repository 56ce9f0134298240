"""The workspace snapshot: every entry by type, never following a link or opening a special file,
within the task's limits.

    {"files": [entry, …], "over_limit": {limit: value, …}}      # over_limit only when one was hit

Entries come in path order (the bytes of the path, which for UTF-8 names is the order of their
text) and hold, besides `path` (clawmark.services.fs.names; `"escaped": true` for a name that is
not UTF-8):

    regular file     sha256, size — bytes kept as a blob
                     sha256, size, omitted: fs_file_bytes | fs_snapshot_bytes — bytes not kept
                     size, omitted: fs_hash_bytes — not even hashed
    symlink          symlink: its target text (never followed)
    anything else    type: fifo | socket | char-device | block-device | special (never opened)

Empty directories, modes, owners and times never enter it, and neither does the harness's
SERVICES.md. Limits (`task.yaml` `limits`, clawmark.spec.Limits), applied in path order: a
file over `fs_file_bytes` is hashed but its bytes are left out of the store; a file whose
bytes would take the total kept over `fs_snapshot_bytes` is hashed only; a file whose size
would take the total hashed over `fs_hash_bytes` is recorded by size alone; the walk stops
after `fs_entries` names (files, links, special files and directories), leaving the rest
out. Each of the last three marks the snapshot `over_limit` with the limit's value. SHA-256 covers the holes of a sparse file without reading them
(SEEK_DATA/SEEK_HOLE): a 1 GiB file of holes costs hashing 1 GiB of zeros from memory, no I/O.
"""

from __future__ import annotations

import errno
import hashlib
import os
import stat
from dataclasses import dataclass, field
from typing import Any

from clawmark.services.fs.names import escape, is_text
from clawmark.services.fs.nofollow import open_regular

_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_CHUNK = 1 << 20
_ZEROS = memoryview(bytes(_CHUNK))
_TYPES = ((stat.S_ISFIFO, "fifo"), (stat.S_ISSOCK, "socket"), (stat.S_ISCHR, "char-device"),
          (stat.S_ISBLK, "block-device"))


@dataclass(frozen=True)
class Bounds:
    """The four limits of clawmark.spec.Limits that a workspace snapshot obeys (bytes, names)."""

    file_bytes: int
    snapshot_bytes: int
    hash_bytes: int
    entries: int

    @classmethod
    def of(cls, limits) -> Bounds:
        return cls(limits.fs_file_bytes, limits.fs_snapshot_bytes, limits.fs_hash_bytes, limits.fs_entries)


@dataclass
class _Walk:
    bounds: Bounds
    skip: bytes
    files: list[dict[str, Any]] = field(default_factory=list)
    blobs: dict[str, bytes] = field(default_factory=dict)
    over: dict[str, int] = field(default_factory=dict)
    seen: int = 0  # names visited
    kept: int = 0  # bytes kept as blobs
    hashed: int = 0  # bytes hashed


def snapshot(root: str, bounds: Bounds, skip: str) -> tuple[dict[str, Any], dict[str, bytes]]:
    """(snapshot data, blobs by SHA-256) of the workspace `root`, leaving out the regular file
    `skip` at its top (SERVICES.md). Raises OSError when `root` cannot be opened as a directory."""
    walk = _Walk(bounds, os.fsencode(skip))
    fd = os.open(root, _DIR)
    try:
        _directory(walk, fd, b"")
    finally:
        os.close(fd)
    data: dict[str, Any] = {"files": walk.files}
    if walk.over:
        data["over_limit"] = dict(sorted(walk.over.items()))
    return data, walk.blobs


def _directory(walk: _Walk, fd: int, prefix: bytes) -> None:
    """Record the entries of the directory `fd` (path `prefix`) depth first, in path order: a
    directory sorts as its name plus `/`, exactly where its contents fall among full paths."""
    with os.scandir(fd) as it:
        entries = [(os.fsencode(e.name) + (b"/" if e.is_dir(follow_symlinks=False) else b""), e.name,
                    e.is_file(follow_symlinks=False)) for e in it]
    for key, name, regular in sorted(entries):
        if walk.seen >= walk.bounds.entries:
            walk.over["fs_entries"] = walk.bounds.entries
            return
        walk.seen += 1
        raw = prefix + key.rstrip(b"/")
        if raw == walk.skip and regular:
            continue  # the harness's guide; anything else by that name is the agent's, recorded
        if key.endswith(b"/"):
            try:
                child = os.open(name, _DIR, dir_fd=fd)
            except OSError:  # replaced since the listing: skipped, as if it had not been there
                continue
            try:
                _directory(walk, child, raw + b"/")
            finally:
                os.close(child)
        else:
            _entry(walk, fd, name, raw)


def _entry(walk: _Walk, fd: int, name: str, raw: bytes) -> None:
    """Record the non-directory `name` of `fd` (path `raw`); one that vanished or changed type
    since the listing is left out, as if the listing had not seen it."""
    try:
        mode = os.stat(name, dir_fd=fd, follow_symlinks=False).st_mode
    except FileNotFoundError:
        return
    names = {"path": raw}
    if stat.S_ISLNK(mode):
        names["symlink"] = os.fsencode(os.readlink(name, dir_fd=fd))
        facts = {}
    elif stat.S_ISREG(mode):
        facts = _regular(walk, fd, name)
        if facts is None:
            return
    else:
        facts = {"type": next((kind for test, kind in _TYPES if test(mode)), "special")}
    escaped = not all(is_text(value) for value in names.values())
    entry = {key: escape(value) if escaped else value.decode("utf-8") for key, value in names.items()}
    walk.files.append({**entry, **facts, **({"escaped": True} if escaped else {})})


def _regular(walk: _Walk, fd: int, name: str) -> dict[str, Any] | None:
    """sha256/size/omitted of a regular file (opened O_NOFOLLOW | O_NONBLOCK after lstat said it
    is one), or None when it is no longer one."""
    file = open_regular(fd, name)
    if file is None:
        return None
    bounds = walk.bounds
    try:
        size = os.fstat(file).st_size
        if walk.hashed + size > bounds.hash_bytes:
            walk.over["fs_hash_bytes"] = bounds.hash_bytes
            return {"size": size, "omitted": "fs_hash_bytes"}
        walk.hashed += size
        if size > bounds.file_bytes:
            return {"sha256": _sparse_sha256(file, size), "size": size, "omitted": "fs_file_bytes"}
        data = _read(file, size)
    finally:
        os.close(file)
    digest = hashlib.sha256(data).hexdigest()
    if digest not in walk.blobs:
        if walk.kept + len(data) > bounds.snapshot_bytes:
            walk.over["fs_snapshot_bytes"] = bounds.snapshot_bytes
            return {"sha256": digest, "size": len(data), "omitted": "fs_snapshot_bytes"}
        walk.kept += len(data)
        walk.blobs[digest] = data
    return {"sha256": digest, "size": len(data)}


def _read(file: int, size: int) -> bytes:
    """At most `size` bytes of `file` (a file that shrank meanwhile gives what is left)."""
    chunks, left = [], size
    while left > 0 and (chunk := os.read(file, min(left, 16 * _CHUNK))):
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _sparse_sha256(file: int, size: int) -> str:
    """SHA-256 of the first `size` bytes of `file`, its holes hashed as zeros without reading
    them (SEEK_DATA/SEEK_HOLE; a file system without them is read whole)."""
    digest = hashlib.sha256()
    position = 0
    while position < size:
        try:
            data = os.lseek(file, position, os.SEEK_DATA)
            hole = os.lseek(file, data, os.SEEK_HOLE)
        except OSError as e:
            if e.errno == errno.ENXIO:  # only a hole is left
                data = hole = size
            elif e.errno == errno.EINVAL:  # no hole support: every byte is data
                data, hole = position, size
            else:
                raise
        data, hole = min(data, size), min(hole, size)
        _zeros(digest, data - position)
        while data < hole:
            chunk = os.pread(file, min(hole - data, 16 * _CHUNK), data)
            if not chunk:  # shrank meanwhile: the rest reads as the zeros its size promised
                break
            digest.update(chunk)
            data += len(chunk)
        _zeros(digest, hole - data)
        position = hole
    return digest.hexdigest()


def _zeros(digest, count: int) -> None:
    while count > 0:
        digest.update(_ZEROS[: min(count, _CHUNK)])
        count -= _CHUNK
