"""The archival release bundle (issue 27): rerun offline from the bundle alone, and verify every byte.

One bundle of two tasks that between them use all five services (built once, from HEAD, without
the Debian packages and images: those are tested in test_release_debian.py and
test_release_images.py, and measured on the whole released set in the README). In a network
namespace with no network, a fresh checkout of its source sets up a fresh venv from its
wheelhouse alone and gates both tasks: their verdict hashes equal their RELEASE.lock.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from clawmark.canonical import canonical_bytes
from tests.conftest import REPO, TASKS, clawmark

TWO_TASKS = [TASKS / "e-commerce" / "refund-batch", TASKS / "executive-assistant" / "board-meeting-reschedule"]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> tuple[Path, str]:
    """(the bundle's folder, the release name `release build` printed)."""
    out = tmp_path_factory.mktemp("release") / "bundle"
    done = clawmark("release", "build", *map(str, TWO_TASKS), "--out", str(out), "--without", "debian",
                    "--without", "images")
    assert done.returncode == 0, done.stderr
    name = re.search(r"^release ([0-9a-f]{64}):", done.stdout, flags=re.M).group(1)
    return out, name


def manifest(root: Path) -> dict:
    return json.loads((root / "MANIFEST.json").read_bytes())


def verify(root: Path, *args: str) -> subprocess.CompletedProcess:
    return clawmark("release", "verify", str(root), *args)


def test_the_manifest_is_canonical_and_its_sha256_is_the_release_name(bundle):
    root, name = bundle
    raw = (root / "MANIFEST.json").read_bytes()
    data = json.loads(raw)
    assert canonical_bytes(data) == raw
    assert hashlib.sha256(raw).hexdigest() == name
    assert data["commit"] == subprocess.run(["git", "-C", str(REPO), "rev-parse", "HEAD"], capture_output=True,
                                            text=True, check=True).stdout.strip()
    assert data["debian"] is None and data["images"] is None
    tasks = {t["name"]: t for t in data["tasks"]}
    assert sorted(tasks) == ["e-commerce/refund-batch", "executive-assistant/board-meeting-reschedule"]
    for folder in TWO_TASKS:
        entry = tasks[f"{folder.parent.name}/{folder.name}"]
        assert entry["release_lock"] == (folder / "RELEASE.lock").read_text().strip()
        assert (root / entry["path"] / "task.yaml").is_file()
    # only the chosen task folders of tasks/; everything else the commit holds
    bundled = {f["path"] for f in data["files"]}
    assert not any(p.startswith("source/tasks/insurance/") for p in bundled)
    assert "source/tools/setup" in bundled and "source/tests/fixtures/tasks/claims-desk/task.yaml" in bundled
    assert next(f for f in data["files"] if f["path"] == "source/tools/setup")["executable"] is True
    # every wheel of both locks, and nothing but them
    wheels = {w["name"] for w in data["wheels"]}
    assert {"pip", "setuptools", "pydantic", "radicale", "pytest"} <= wheels
    assert len(wheels) == len(list((root / "wheels").iterdir()))
    # coreutils alone check it
    assert subprocess.run(["sha256sum", "--quiet", "--strict", "-c", "SHA256SUMS"], cwd=root).returncode == 0


def test_an_intact_bundle_verifies(bundle):
    root, name = bundle
    done = verify(root, "--release", name)
    assert done.returncode == 0, done.stdout
    assert f"release {name}: ok" in done.stdout


@pytest.fixture
def flipped(bundle):
    """Flip one byte of a bundle file (restored afterwards); returns the flipper."""
    root, _ = bundle
    changed: list[tuple[Path, bytes]] = []

    def flip(rel: str) -> str:
        path = root / rel
        data = path.read_bytes()
        changed.append((path, data))
        at = len(data) // 2
        path.write_bytes(data[:at] + bytes([data[at] ^ 0x01]) + data[at + 1:])
        return rel

    yield flip
    for path, data in changed:
        path.write_bytes(data)


def test_verify_names_a_flipped_byte_in_a_wheel(bundle, flipped):
    root, _ = bundle
    wheel = flipped(next(w["file"] for w in manifest(root)["wheels"] if w["name"] == "pydantic-core"))
    done = verify(root)
    assert done.returncode == 1
    assert re.search(rf"^{re.escape(wheel)}: error: altered: SHA-256 [0-9a-f]{{64}}, the manifest says", done.stdout, re.M)
    assert "FAILED, 1 problem(s)" in done.stdout


def test_verify_names_a_flipped_byte_in_a_task_file(bundle, flipped):
    root, _ = bundle
    checks = flipped("source/tasks/e-commerce/refund-batch/checks.py")
    done = verify(root)
    assert done.returncode == 1
    assert f"{checks}: error: altered: SHA-256" in done.stdout
    assert "FAILED, 1 problem(s)" in done.stdout


def test_verify_names_a_missing_and_an_added_file(bundle):
    root, _ = bundle
    prompt = root / "source/tasks/executive-assistant/board-meeting-reschedule/rounds"
    moved = next(prompt.iterdir())
    kept = moved.read_bytes()
    moved.unlink()
    extra = root / "source/tasks/e-commerce/refund-batch/seed/extra.txt"
    extra.write_text("not released\n")
    try:
        done = verify(root)
    finally:
        moved.write_bytes(kept)
        extra.unlink()
    assert done.returncode == 1
    rel = moved.relative_to(root).as_posix()
    assert f"{rel}: error: missing" in done.stdout
    assert "source/tasks/e-commerce/refund-batch/seed/extra.txt: error: not in the manifest" in done.stdout


def test_verify_refuses_another_release_name_and_a_rewritten_manifest(bundle):
    root, name = bundle
    other = "0" * 64
    done = verify(root, "--release", other)
    assert done.returncode == 1 and f"this is not release {other}" in done.stdout
    path = root / "MANIFEST.json"
    raw = path.read_bytes()
    path.write_text(json.dumps(json.loads(raw), indent=1))  # same content, not the canonical bytes
    try:
        done = verify(root, "--release", name)
    finally:
        path.write_bytes(raw)
    assert done.returncode == 1
    assert "MANIFEST.json: error: not canonical JSON" in done.stdout
    assert "this is not release" in done.stdout


def test_verify_of_a_folder_without_a_manifest_is_bad_input(tmp_path):
    done = verify(tmp_path)
    assert done.returncode == 2
    assert "MANIFEST.json: error: not found: not a release bundle" in done.stderr


def test_build_refuses_a_destination_that_holds_files(tmp_path):
    (tmp_path / "old.txt").write_text("x")
    done = clawmark("release", "build", str(TWO_TASKS[0]), "--out", str(tmp_path), "--without", "debian",
                    "--without", "images")
    assert done.returncode == 2
    assert "exists and is not an empty folder" in done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.txt"]


def _no_netns() -> str | None:
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return "unshare or ip (util-linux, iproute2) is not installed"
    probe = subprocess.run(["unshare", "-n", "true"], capture_output=True, text=True)
    return f"cannot create a network namespace here: {probe.stderr.strip()}" if probe.returncode else None


@pytest.mark.skipif(bool(reason := _no_netns()), reason=str(reason))
def test_offline_rerun_from_the_bundle_alone_in_a_network_namespace(bundle, tmp_path):
    root, name = bundle
    checkout = tmp_path / "clawmark"
    python = "/usr/bin/python3" if Path("/usr/bin/python3").is_file() else "python3"
    script = f"""
set -euo pipefail
ip link set lo up
python3 -c 'import socket
try:
    socket.create_connection(("1.1.1.1", 443), timeout=5)
    print("NETWORK REACHABLE")
except OSError as e:
    print("no network:", e.strerror)'
cp -a {root}/source {checkout}
cd {checkout}
PYTHON={python} tools/setup --offline {root}
.venv/bin/clawmark release verify {root} --release {name}
.venv/bin/clawmark gate tasks -j 2
"""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PIP_", "VIRTUAL_ENV"))}
    done = subprocess.run(["unshare", "-n", "bash", "-c", script], capture_output=True, text=True, env=env,
                          timeout=1500)
    assert "no network: Network is unreachable" in done.stdout, done.stdout + done.stderr
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"release {name}: ok" in done.stdout
    gated = dict(re.findall(r"^PASS (\S+) .*; verdict ([0-9a-f]{64})\)$", done.stdout, flags=re.M))
    locks = {t["name"]: t["release_lock"] for t in manifest(root)["tasks"]}
    assert gated == locks
    assert (checkout / ".venv/bin/clawmark").is_file()
