"""Readings kept on this machine: the text a reader (tesseract, pocketsphinx) got from a file.

The readability proof reads every committed artifact (`clawmark artifacts build` and `verify`,
each task's Bazel :artifacts target), and reading is most of its cost: the podcast task's two
recordings took 155 s to read and 5 s to make. A reading depends only on the bytes read and on
the reader — its tool's version and model, and its options (the source of the module that runs
it) — so it is kept under a key of exactly those, in `<cache>/readings/` (cache:
clawmark.cache_dir), and bytes met again are not read again. Making is never cached: `verify`
still regenerates every artifact and compares its bytes with the committed file and MANIFEST.

A missing or unwritable cache only costs time; CLAWMARK_READINGS=off reads every time.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable

from clawmark.cache_dir import default_cache


def remembered(reader: str, content: str, read: Callable[[], str]) -> str:
    """`read()`, or what it returned before for the file whose bytes have the SHA-256 `content`
    (hex) and the same `reader` (a string naming the tool's version, model and options)."""
    if os.environ.get("CLAWMARK_READINGS") == "off":
        return read()
    key = hashlib.sha256(f"{hashlib.sha256(reader.encode()).hexdigest()} {content}".encode()).hexdigest()
    entry = default_cache() / "readings" / key[:2] / f"{key}.txt"
    try:
        return entry.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        pass
    text = read()
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        partial = entry.with_name(f"{entry.name}.{os.getpid()}")
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, entry)  # whole or absent: a reader never meets half an entry
    except OSError:
        pass
    return text
