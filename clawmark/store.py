"""The content-addressed store: verdict logs, snapshots and blobs by SHA-256, plus run records.

    <store>/ab/cdef….json.zst    a canonical JSON object whose SHA-256 is abcdef…
    <store>/ab/cdef….bin.zst     a blob (file content) whose SHA-256 is abcdef…
    <store>/records/<scenario>/<task-id>/<agent>/r<repeat>-<digest12>.json
                                 the unhashed run record (timings, usage, agent output)

Objects are written atomically (a temporary file, then rename) and rewritten only when the
bytes already there do not verify (a truncated or corrupt file is repaired by the next write of
the same content). The hash is always over the uncompressed bytes; zstd settings are fixed
(one-shot, level 10, no threads) so that the files are reproducible too.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

import zstandard

from clawmark.canonical import canonical_bytes

_LEVEL = 10


class StoreError(Exception):
    """An object is missing from the store or does not match its hash."""


class Store:
    """A store rooted at `root` (created on first write)."""

    def __init__(self, root: Path):
        self.root = Path(root)

    def ensure_writable(self) -> None:
        """Prove, writing nothing that stays, that the store can be written: a probe file is
        created and removed in the store folder and its `records/` (in the nearest existing
        parent folder while the store does not exist yet). Raises StoreError naming the folder
        and the reason when it cannot."""
        folder = self.root.absolute()
        while not folder.exists() and folder != folder.parent:
            folder = folder.parent
        if not folder.is_dir():
            raise StoreError(f"{folder}: not a folder, so the store {self.root} cannot be made")
        for where in (folder, folder / "records") if folder == self.root.absolute() else (folder,):
            if where.is_dir():
                try:
                    fd, probe = tempfile.mkstemp(dir=where, prefix=".probe-")
                    os.close(fd)
                    os.unlink(probe)
                except OSError as e:
                    raise StoreError(f"{where}: the store is not writable ({e.strerror or e})") from None

    def put_json(self, obj: Any) -> str:
        """Store `obj` as canonical JSON; return its SHA-256 hex digest."""
        return self._put(canonical_bytes(obj), ".json.zst")

    def put_blob(self, data: bytes) -> str:
        """Store raw bytes; return their SHA-256 hex digest."""
        return self._put(data, ".bin.zst")

    def get_json(self, digest: str) -> Any:
        """The JSON object stored under `digest`; raises StoreError if missing or corrupt."""
        return json.loads(self.get_bytes(digest, ".json.zst"))

    def get_blob(self, digest: str) -> bytes:
        return self.get_bytes(digest, ".bin.zst")

    def get_bytes(self, digest: str, suffix: str = ".json.zst") -> bytes:
        """The verified uncompressed bytes under `digest`."""
        path = self.path(digest, suffix)
        try:
            data = zstandard.ZstdDecompressor().decompress(path.read_bytes())
        except FileNotFoundError:
            raise StoreError(f"{digest}: not in store {self.root}") from None
        except zstandard.ZstdError as e:
            raise StoreError(f"{path}: corrupt zstd frame ({e})") from None
        if hashlib.sha256(data).hexdigest() != digest:
            raise StoreError(f"{path}: content does not match its hash")
        return data

    def verify_snapshot(self, digest: str, verified: set[str]) -> None:
        """Raise StoreError when the snapshot object `digest` is missing or does not match its
        hash, or a blob it names (a SHA-256 in its data that the store holds as a blob) does
        not. Digests in `verified` are skipped; those that verify are added to it."""
        if digest in verified:
            return
        data = json.loads(self.get_bytes(digest))
        for blob in sorted(set(digests_in(data)) - verified):
            if self.has(blob, ".bin.zst"):
                self.get_bytes(blob, ".bin.zst")
                verified.add(blob)
        verified.add(digest)

    def has(self, digest: str, suffix: str = ".json.zst") -> bool:
        return self.path(digest, suffix).is_file()

    def path(self, digest: str, suffix: str = ".json.zst") -> Path:
        return self.root / digest[:2] / (digest[2:] + suffix)

    def find(self, prefix: str) -> str:
        """The full digest of the one stored JSON object starting with `prefix` (hex, ≥ 4 digits).

        Raises StoreError for a prefix that is not hex or shorter than 4 digits, and when no or
        several objects match (naming up to five of them).
        """
        prefix = prefix.lower()
        if not re.fullmatch(r"[0-9a-f]{4,64}", prefix):
            raise StoreError(f"{prefix!r}: give at least 4 hexadecimal digits of a SHA-256")
        folder = self.root / prefix[:2]
        matches = sorted(
            prefix[:2] + p.name.removesuffix(".json.zst")
            for p in (folder.glob(prefix[2:] + "*.json.zst") if folder.is_dir() else [])
        )
        if not matches:
            raise StoreError(f"{prefix}: no stored object starts with it in {self.root}")
        if len(matches) > 1:
            shown = ", ".join(m[:16] for m in matches[:5]) + (", …" if len(matches) > 5 else "")
            raise StoreError(f"{prefix}: {len(matches)} stored objects start with it ({shown}); give more digits")
        return matches[0]

    def record_path(self, task_name: str, agent: str, repeat: int, task_digest: str) -> Path:
        """Where the run record of (task, agent, repeat, task content) lives."""
        return self.root / "records" / task_name / agent / f"r{repeat}-{task_digest[:12]}.json"

    def write_record(self, path: Path, record: dict) -> None:
        """Write a run record (pretty JSON, not hashed) atomically."""
        _atomic_write(path, (json.dumps(record, indent=2, sort_keys=True) + "\n").encode())

    def objects(self) -> list[tuple[str, str]]:
        """(digest, suffix) of every object file in the store (verdict logs, snapshots, blobs),
        sorted; not verified."""
        found = []
        for path in sorted(self.root.glob("??/*.zst")):
            stem, dot, suffix = path.name.partition(".")
            if re.fullmatch(r"[0-9a-f]{62}", stem) and f".{suffix}" in (".json.zst", ".bin.zst"):
                found.append((path.parent.name + stem, f".{suffix}"))
        return found

    def put_frame(self, digest: str, suffix: str, frame: bytes) -> None:
        """Store the zstd frame `frame` (an object file of another store) under `digest` after
        checking that it decompresses to bytes with that SHA-256; raises StoreError otherwise."""
        try:
            data = zstandard.ZstdDecompressor().decompress(frame)
        except zstandard.ZstdError as e:
            raise StoreError(f"object {digest}{suffix}: not a zstd frame ({e})") from None
        if hashlib.sha256(data).hexdigest() != digest:
            raise StoreError(f"object {digest}{suffix}: its bytes do not match its hash")
        try:
            self.get_bytes(digest, suffix)
        except StoreError:
            _atomic_write(self.path(digest, suffix), frame)

    def _put(self, data: bytes, suffix: str) -> str:
        digest = hashlib.sha256(data).hexdigest()
        path = self.path(digest, suffix)
        try:
            self.get_bytes(digest, suffix)
        except StoreError:  # missing, or bytes that do not verify: (re)write it
            _atomic_write(path, zstandard.ZstdCompressor(level=_LEVEL).compress(data))
        return digest


def _atomic_write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    with os.fdopen(fd, "wb") as out:
        out.write(data)
    os.replace(tmp, path)


def digests_in(obj: Any):
    """Every string in `obj` (nested dicts and lists) that looks like a SHA-256 hex digest:
    the blobs a snapshot may name."""
    if isinstance(obj, str):
        if len(obj) == 64 and all(c in "0123456789abcdef" for c in obj):
            yield obj
    elif isinstance(obj, dict):
        for value in obj.values():
            yield from digests_in(value)
    elif isinstance(obj, list):
        for value in obj:
            yield from digests_in(value)
