"""Container images in a release bundle (issue 27): saved by `release build`, checked by `release
verify`, loaded back by `python -m clawmark.release.images load` (what tools/setup --offline
--containers runs) with the image id the manifest names.

A tiny image made for the test stands in for images/ (the toolbox alone is ~2 GB; the whole set
is measured in the README). Needs a container engine; skipped, with the reason, where none answers.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tarfile

import docker.errors
import pytest

from clawmark.backends import unavailable
from clawmark.backends.engine import connect
from clawmark.release.build import build
from tests.conftest import REPO, TASKS, clawmark

pytestmark = pytest.mark.skipif(bool(reason := unavailable("docker")), reason=f"no container engine: {reason}")


@pytest.fixture
def tiny_image():
    """(client, tag, image id) of a one-file image unique to this test run; removed afterwards."""
    client = connect()
    data = f"a tiny image of test run {os.getpid()}\n".encode()
    layer = io.BytesIO()
    with tarfile.open(fileobj=layer, mode="w") as tar:
        info = tarfile.TarInfo("hello.txt")
        info.size, info.mtime = len(data), 0
        tar.addfile(info, io.BytesIO(data))
    answer = client.api.import_image_from_data(layer.getvalue(), repository="localhost/clawmark-test-release")
    image = client.images.get(answer.strip().rsplit('"id":"', 1)[-1].split('"')[0])
    tag = f"localhost/clawmark-test-release:{os.getpid()}"
    image.tag(*tag.rsplit(":", 1))
    yield client, tag, image.id
    try:
        client.images.remove(image.id, force=True)
    except docker.errors.NotFound:  # the test removed it
        pass


def test_an_image_archive_verifies_loads_back_and_a_flipped_byte_is_caught(tiny_image, tmp_path):
    client, tag, image_id = tiny_image
    out = tmp_path / "bundle"
    manifest, name = build(REPO, [TASKS / "e-commerce" / "refund-batch"], out, frozenset({"debian"}),
                           image_tags={"tiny": tag})
    assert [(i.name, i.tag, i.id, i.file) for i in manifest.images] == [("tiny", tag, image_id, "images/tiny.tar.zst")]
    assert clawmark("release", "verify", str(out), "--release", name).returncode == 0

    client.images.remove(image_id, force=True)  # a machine that never had it
    load = [sys.executable, "-m", "clawmark.release.images", "load", str(out)]
    done = subprocess.run(load, capture_output=True, text=True, cwd=REPO)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"{tag} {image_id} loaded\n"
    assert client.images.get(tag).id == image_id
    again = subprocess.run(load, capture_output=True, text=True, cwd=REPO)
    assert again.stdout == f"{tag} {image_id} already present\n"

    archive = out / "images/tiny.tar.zst"
    data = archive.read_bytes()
    archive.write_bytes(data[:len(data) // 2] + bytes([data[len(data) // 2] ^ 0x01]) + data[len(data) // 2 + 1:])
    done = clawmark("release", "verify", str(out))
    assert done.returncode == 1
    assert "images/tiny.tar.zst: error: altered: SHA-256" in done.stdout
    assert "FAILED, 1 problem(s)" in done.stdout
    client.images.remove(image_id, force=True)
    done = subprocess.run(load, capture_output=True, text=True, cwd=REPO)
    assert done.returncode == 1
    assert "images/tiny.tar.zst" in done.stderr
