"""Benchmark of the workspace (fs) snapshot; prints medians in milliseconds.

    .venv/bin/python bench/fs_snapshot.py

Each case is a workspace an agent could leave, snapshotted with the default limits
(clawmark.spec.Limits) by clawmark.services.fs.snapshot:

- 200 small files: an ordinary deliverable folder
- 20,000 small files in 20 folders: over `fs_entries` (10,000 names), the walk stops there
- a 1 GiB sparse file: over `fs_file_bytes`, hashed (holes as zeros, unread), bytes not kept
- 64 MiB of data: four 16 MiB files of random bytes, kept as blobs
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from clawmark.services.fs.snapshot import Bounds, snapshot
from clawmark.spec import Limits


def small_files(root: Path, count: int, per_folder: int) -> None:
    for i in range(count):
        folder = root / f"d{i // per_folder:03d}"
        folder.mkdir(exist_ok=True)
        (folder / f"{i:05d}.txt").write_text(f"row {i}\n")


def sparse(root: Path) -> None:
    with open(root / "big.bin", "wb") as f:
        f.truncate(1 << 30)


def dense(root: Path) -> None:
    rng = random.Random(7)
    for i in range(4):
        (root / f"part-{i}.bin").write_bytes(rng.randbytes(16 << 20))


CASES = {
    "200 small files": lambda root: small_files(root, 200, 50),
    "20,000 small files (over fs_entries)": lambda root: small_files(root, 20_000, 1000),
    "1 GiB sparse file (hashed, not kept)": sparse,
    "64 MiB in 4 files (kept)": dense,
}


def main(repeats: int = 5) -> None:
    bounds = Bounds.of(Limits())
    for name, make in CASES.items():
        with tempfile.TemporaryDirectory(dir="/tmp") as tmp:
            make(Path(tmp))
            samples = []
            for _ in range(repeats):
                started = time.perf_counter()
                data, blobs = snapshot(tmp, bounds, "SERVICES.md")
                samples.append(time.perf_counter() - started)
            kept = sum(len(b) for b in blobs.values())
            print(f"{name:<40} {statistics.median(samples) * 1000:9.1f} ms   "
                  f"{len(data['files'])} entries, {kept / (1 << 20):.1f} MiB kept, over_limit {data.get('over_limit', {})}")


if __name__ == "__main__":
    main()
