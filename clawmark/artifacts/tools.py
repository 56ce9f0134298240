"""External tools (ffmpeg, sox, espeak-ng, tesseract) run as subprocesses, with clear failures.

Every generator and reader goes through `run`, so a missing tool or a tool that fails names
itself and its stderr instead of surfacing as a traceback.
"""

from __future__ import annotations

import subprocess

# Flags that make ffmpeg's output byte-identical on rerun (platform notes: media tools).
FFMPEG = ["ffmpeg", "-nostdin", "-hide_banner", "-loglevel", "error", "-y"]
BITEXACT = ["-threads", "1", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags", "+bitexact"]


class ArtifactError(Exception):
    """An artifact could not be generated or read (a tool failed or is missing)."""


def run(args: list[str], stdin: bytes | None = None) -> bytes:
    """Run `args`, return its stdout; raise ArtifactError naming the tool on failure."""
    try:
        done = subprocess.run(args, input=stdin, capture_output=True, check=False)
    except FileNotFoundError:
        raise ArtifactError(f"{args[0]} is not installed (tools/setup installs it)") from None
    if done.returncode != 0:
        tail = done.stderr.decode(errors="replace").strip().splitlines()[-3:]
        raise ArtifactError(f"{args[0]} failed (exit {done.returncode}): {' / '.join(tail)}")
    return done.stdout
