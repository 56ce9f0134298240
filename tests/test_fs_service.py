"""The fs service: byte-for-byte seed, the four changes, and snapshots free of volatile fields."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from clawmark.canonical import canonical_hash
from clawmark.clock import Day, UniverseClock
from clawmark.endpoint import ServiceError
from clawmark.services.fs.service import FsService
from clawmark.services.fs.spec import FsAppend, FsDelete, FsMove, FsWrite
from clawmark.taskdir import load_task


@pytest.fixture
def fs(tiny_task, tmp_path):
    task = load_task(tiny_task)
    service = FsService()
    state = tmp_path / "state"
    state.mkdir()
    service.start(state, UniverseClock("UTC", [Day(r.day, r.start) for r in task.spec.rounds]))
    service.seed(task.spec, task.root)
    yield service, task
    service.stop()


def manifest(service):
    return [(f["path"], f.get("size")) for f in service.snapshot().data["files"]]


def test_seed_is_byte_for_byte(fs):
    service, task = fs
    assert (service.workspace / "data/total.txt").read_bytes() == (task.root / "seed/fs/data/total.txt").read_bytes()
    assert manifest(service) == [("data/total.txt", 3)]


def test_changes_write_append_move_delete(fs):
    service, task = fs
    service.apply(FsWrite(id="w", kind="fs.write", path="notes/a.txt", content="one\n"), task.root)
    service.apply(FsAppend(id="a", kind="fs.append", path="notes/a.txt", content="two\n"), task.root)
    service.apply(FsMove(id="m", kind="fs.move", path="notes/a.txt", to="archive/a.txt"), task.root)
    assert (service.workspace / "archive/a.txt").read_text() == "one\ntwo\n"
    service.apply(FsDelete(id="d", kind="fs.delete", path="data"), task.root)
    assert manifest(service) == [("archive/a.txt", 8)]


def test_write_from_a_task_file(fs):
    service, task = fs
    service.apply(FsWrite(id="s", kind="fs.write", path="copy.md", source="rounds/01.md"), task.root)
    assert (service.workspace / "copy.md").read_bytes() == (task.root / "rounds/01.md").read_bytes()


def test_a_missing_source_is_a_service_error_and_a_missing_path_a_fault(fs):
    service, task = fs
    with pytest.raises(ServiceError, match="not found"):
        service.apply(FsWrite(id="s", kind="fs.write", path="x", source="artifacts/missing.pdf"), task.root)
    service.apply(FsDelete(id="d", kind="fs.delete", path="nope"), task.root)
    service.apply(FsMove(id="m", kind="fs.move", path="gone.txt", to="here.txt"), task.root)
    assert service.take_faults() == ["d: fs.delete not applied: nope is not there",
                                     "m: fs.move not applied: gone.txt is not there"]
    assert service.take_faults() == [] and manifest(service) == [("data/total.txt", 3)]


def test_snapshot_ignores_mtimes_modes_empty_dirs_and_the_services_guide(fs):
    service, _ = fs
    before = canonical_hash(service.snapshot().data)
    target = service.workspace / "data/total.txt"
    os.utime(target, (1, 1))
    target.chmod(0o600)
    (service.workspace / "empty/dir").mkdir(parents=True)
    (service.workspace / "SERVICES.md").write_text("ports change every run")
    assert canonical_hash(service.snapshot().data) == before


def test_snapshot_is_sorted_and_keeps_blobs_and_symlinks(fs):
    service, _ = fs
    for name in ("b.txt", "a/z.txt", "a.txt"):
        (service.workspace / name).parent.mkdir(parents=True, exist_ok=True)
        (service.workspace / name).write_text(name)
    (service.workspace / "link").symlink_to("a.txt")
    snap = service.snapshot()
    assert [f["path"] for f in snap.data["files"]] == ["a.txt", "a/z.txt", "b.txt", "data/total.txt", "link"]
    assert snap.data["files"][-1] == {"path": "link", "symlink": "a.txt"}
    assert snap.blobs[snap.data["files"][0]["sha256"]] == b"a.txt"


def test_the_change_schema_refuses_two_sources():
    with pytest.raises(ValueError, match="exactly one of"):
        FsWrite(id="x", kind="fs.write", path="a", content="x", source="b")
    with pytest.raises(ValueError, match="relative path"):
        FsWrite(id="x", kind="fs.write", path="/etc/passwd", content="x")
