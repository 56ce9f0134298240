"""The workspace against an agent that plants odd entries: every file type snapshotted without
opening special files or following links, bounded by the task's limits, and harness writes that
never go through a planted link (the host file stays as it was)."""

from __future__ import annotations

import hashlib
import os
import socket
import stat
from datetime import datetime, timezone
from pathlib import Path

import pytest

from checkers.fs import FsView, NotReadable
from clawmark.clock import Day, UniverseClock
from clawmark.services.base import Snapshot
from clawmark.services.fs.service import FsService
from clawmark.services.fs.spec import FsAppend, FsDelete, FsMove, FsWrite
from clawmark.services.fs.names import escape, unescape
from clawmark.services.fs.nofollow import Workspace
from clawmark.services.fs.snapshot import Bounds, snapshot
from clawmark.taskdir import load_task

WIDE = Bounds(file_bytes=1 << 20, snapshot_bytes=1 << 30, hash_bytes=1 << 34, entries=100_000)


@pytest.fixture
def fs(tiny_task, tmp_path):
    task = load_task(tiny_task)
    service = FsService()
    (tmp_path / "state").mkdir()
    clock = UniverseClock(task.spec.timezone, [Day(r.day, r.start) for r in task.spec.rounds])
    service.start(tmp_path / "state", clock)
    service.seed(task.spec, task.root)
    yield service, task, clock
    service.stop()


def entries(root: Path, bounds: Bounds = WIDE) -> tuple[dict, dict]:
    return snapshot(str(root), bounds, "SERVICES.md")


def test_every_file_type_is_recorded_without_opening_or_following(tmp_path):
    os.mkfifo(tmp_path / "pipe")
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(tmp_path / "sock"))
    (tmp_path / "passwd").symlink_to("/etc/passwd")
    (tmp_path / "dir-link").symlink_to(tmp_path)  # a loop, never walked
    os.mkdir(os.path.join(os.fsencode(tmp_path), b"caf\xe9"))
    with open(os.path.join(os.fsencode(tmp_path), b"caf\xe9", b"r\xe9sum\xe9\\x41.txt"), "wb") as f:
        f.write(b"latin-1 name")
    (tmp_path / "plain.txt").write_text("hello")
    if os.geteuid() == 0:
        os.mknod(tmp_path / "null", stat.S_IFCHR | 0o600, os.makedev(1, 3))
    try:
        data, blobs = entries(tmp_path)  # a FIFO opened for reading would block here forever
    finally:
        server.close()
    by_path = {e["path"]: e for e in data["files"]}
    assert by_path["pipe"] == {"path": "pipe", "type": "fifo"}
    assert by_path["sock"] == {"path": "sock", "type": "socket"}
    assert by_path["passwd"] == {"path": "passwd", "symlink": "/etc/passwd"}
    assert by_path["dir-link"] == {"path": "dir-link", "symlink": str(tmp_path)}
    odd = by_path["caf\\xe9/r\\xe9sum\\xe9\\\\x41.txt"]
    assert odd["escaped"] is True and blobs[odd["sha256"]] == b"latin-1 name"
    assert unescape(odd["path"]) == b"caf\xe9/r\xe9sum\xe9\\x41.txt"
    assert by_path["plain.txt"]["sha256"] == hashlib.sha256(b"hello").hexdigest()
    if os.geteuid() == 0:
        assert by_path["null"] == {"path": "null", "type": "char-device"}
    assert [e["path"] for e in data["files"]] == sorted(by_path, key=lambda p: unescape(p) if by_path[p].get("escaped")
                                                       else p.encode())
    assert "over_limit" not in data


def test_the_escaping_of_names_is_reversible():
    for raw in (b"caf\xe9.txt", b"a\\b\xff\\x41", b"\xc3\xa9\xc3", b"\\\\xzz\x80", b"plain"):
        assert unescape(escape(raw)) == raw
    assert escape(b"caf\xe9") == "caf\\xe9" and escape(b"a\\b\xff") == "a\\\\b\\xff"
    with pytest.raises(ValueError, match="backslash"):
        unescape("a\\q")


def test_limits_leave_bytes_out_and_mark_the_snapshot(tmp_path):
    for name, size in (("a-small", 10), ("b-big", 5000), ("c-mid", 900), ("d-mid", 900), ("e-last", 10)):
        (tmp_path / name).write_bytes(name.encode() * (size // len(name)) + b"x" * (size % len(name)))
    data, blobs = entries(tmp_path, Bounds(file_bytes=1000, snapshot_bytes=1500, hash_bytes=10_000, entries=100))
    by_path = {e["path"]: e for e in data["files"]}
    assert by_path["b-big"]["omitted"] == "fs_file_bytes" and by_path["b-big"]["size"] == 5000
    assert by_path["b-big"]["sha256"] == hashlib.sha256((tmp_path / "b-big").read_bytes()).hexdigest()
    assert by_path["b-big"]["sha256"] not in blobs
    assert "omitted" not in by_path["c-mid"] and by_path["d-mid"]["omitted"] == "fs_snapshot_bytes"
    assert "omitted" not in by_path["e-last"]
    assert data["over_limit"] == {"fs_snapshot_bytes": 1500}
    assert sum(len(b) for b in blobs.values()) <= 1500

    data, _ = entries(tmp_path, Bounds(file_bytes=1000, snapshot_bytes=1500, hash_bytes=5500, entries=3))
    assert [e["path"] for e in data["files"]] == ["a-small", "b-big", "c-mid"]
    assert data["over_limit"] == {"fs_entries": 3, "fs_hash_bytes": 5500}
    assert data["files"][2] == {"path": "c-mid", "size": 900, "omitted": "fs_hash_bytes"}


def test_a_sparse_file_hashes_as_its_bytes(tmp_path):
    path = tmp_path / "sparse"
    with open(path, "wb") as f:
        f.seek(3 << 20)
        f.write(b"data in the middle")
        f.truncate(9 << 20)
    data, blobs = entries(tmp_path, Bounds(file_bytes=1 << 20, snapshot_bytes=1 << 30, hash_bytes=1 << 30, entries=10))
    (entry,) = data["files"]
    assert entry == {"path": "sparse", "sha256": hashlib.sha256(path.read_bytes()).hexdigest(), "size": 9 << 20,
                     "omitted": "fs_file_bytes"} and not blobs


def test_the_check_helpers_read_what_the_contract_says(tmp_path):
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs/report.csv").write_text("a,b\n1,2\n")
    (tmp_path / "latest.csv").symlink_to("docs/report.csv")
    (tmp_path / "docs-link").symlink_to("docs")
    (tmp_path / "passwd").symlink_to("/etc/passwd")
    (tmp_path / "escape").symlink_to("../outside.txt")
    (tmp_path / "loop").symlink_to("loop")
    (tmp_path / "big").write_bytes(b"z" * 3000)
    view = FsView(Snapshot(*entries(tmp_path, Bounds(file_bytes=1000, snapshot_bytes=1 << 20, hash_bytes=1 << 20,
                                                     entries=100))))
    assert view.read_csv("latest.csv") == [{"a": "1", "b": "2"}]
    assert view.read_text("docs-link/report.csv") == "a,b\n1,2\n"
    assert view.kind("latest.csv") == "symlink" and view.kind("pipe") == "fifo" and view.kind("nope") is None
    for path in ("passwd", "escape", "loop", "nope"):
        assert not view.exists(path)
        with pytest.raises(FileNotFoundError):
            view.read_bytes(path)
    with pytest.raises(NotReadable, match="a fifo"):
        view.read_text("pipe")
    with pytest.raises(NotReadable, match="3000 bytes, not kept"):
        view.read_bytes("big")
    assert view.size("big") == 3000 and view.sha256("big") == hashlib.sha256(b"z" * 3000).hexdigest()
    assert view.exists("pipe") and view.complete


def test_a_write_replaces_a_planted_symlink_and_leaves_the_host_file(fs, tmp_path):
    service, task, clock = fs
    host = tmp_path / "host-file.txt"
    host.write_text("host content\n")
    target = service.workspace / "data/total.txt"
    target.unlink()
    target.symlink_to(host)
    (service.workspace / "notes").symlink_to(tmp_path)  # a directory link on the path of a write
    hard = service.workspace / "hard.txt"
    os.link(host, hard)  # a hard link to the host file
    clock.set_round(2)
    service.apply(FsWrite(id="w", kind="fs.write", path="data/total.txt", content="12\n"), task.root)
    service.apply(FsWrite(id="n", kind="fs.write", path="notes/host-file.txt", content="over\n"), task.root)
    service.apply(FsAppend(id="a", kind="fs.append", path="hard.txt", content="more\n"), task.root)
    service.apply(FsWrite(id="h", kind="fs.write", path="hard.txt", content="again\n"), task.root)
    assert host.read_text() == "host content\n"
    assert not target.is_symlink() and target.read_text() == "12\n"
    assert (service.workspace / "notes").is_dir() and not (service.workspace / "notes").is_symlink()
    assert (service.workspace / "notes/host-file.txt").read_text() == "over\n"
    assert hard.read_text() == "again\n" and not os.path.samefile(hard, host)
    assert service.take_faults() == []


def test_an_append_through_a_link_starts_a_new_file_and_keeps_the_target(fs, tmp_path):
    service, task, _ = fs
    host = tmp_path / "host.log"
    host.write_text("host\n")
    (service.workspace / "log.txt").symlink_to(host)
    service.apply(FsAppend(id="a", kind="fs.append", path="log.txt", content="line\n"), task.root)
    assert host.read_text() == "host\n" and (service.workspace / "log.txt").read_text() == "line\n"
    (service.workspace / "own.txt").write_text("mine\n")
    service.apply(FsAppend(id="b", kind="fs.append", path="own.txt", content="more\n"), task.root)
    assert (service.workspace / "own.txt").read_text() == "mine\nmore\n"


def test_content_in_the_way_is_a_fault_not_a_loss(fs, tmp_path):
    service, task, _ = fs
    (service.workspace / "data/total.txt").unlink()
    (service.workspace / "data/total.txt").mkdir()
    (service.workspace / "data/total.txt/agent-notes.md").write_text("mine")
    (service.workspace / "reports").write_text("a file where a folder belongs")
    service.apply(FsWrite(id="w", kind="fs.write", path="data/total.txt", content="12\n"), task.root)
    service.apply(FsWrite(id="r", kind="fs.write", path="reports/q1.csv", content="x\n"), task.root)
    service.apply(FsMove(id="m", kind="fs.move", path="reports", to="data/total.txt"), task.root)
    assert service.take_faults() == [
        "w: fs.write not applied: data/total.txt is a directory, not a file",
        "r: fs.write not applied: reports is a regular file, not a directory",
        "m: fs.move not applied: cannot move reports to data/total.txt: Is a directory",
    ]
    assert (service.workspace / "data/total.txt/agent-notes.md").read_text() == "mine"
    assert not [p for p in service.workspace.rglob(".clawmark-*")]


def test_delete_and_move_act_on_links_themselves(fs, tmp_path):
    service, task, _ = fs
    host_dir = tmp_path / "host-dir"
    host_dir.mkdir()
    (host_dir / "keep.txt").write_text("keep")
    (service.workspace / "archive").symlink_to(host_dir)
    service.apply(FsDelete(id="d", kind="fs.delete", path="archive/keep.txt"), task.root)  # not through the link
    service.apply(FsMove(id="m", kind="fs.move", path="data/total.txt", to="archive/total.txt"), task.root)
    assert (host_dir / "keep.txt").read_text() == "keep" and sorted(os.listdir(host_dir)) == ["keep.txt"]
    assert (service.workspace / "archive/total.txt").read_text() == "10\n"
    assert service.take_faults() == ["d: fs.delete not applied: archive is a symlink, not a directory"]
    (service.workspace / "gone").symlink_to(host_dir)
    service.apply(FsDelete(id="g", kind="fs.delete", path="gone"), task.root)
    assert not os.path.lexists(service.workspace / "gone") and (host_dir / "keep.txt").exists()


def test_harness_writes_carry_universe_time(fs):
    service, task, clock = fs
    night_1 = clock.night_before(1).timestamp()
    service.place("SERVICES.md", b"guide")
    for path in [service.workspace, *service.workspace.rglob("*")]:
        assert os.lstat(path).st_mtime == night_1, path
    clock.set_round(2)
    service.apply(FsWrite(id="w", kind="fs.write", path="data/total.txt", content="12\n"), task.root)
    service.apply(FsWrite(id="n", kind="fs.write", path="new/deep/file.txt", content="x"), task.root)
    night_2 = clock.night_before(2)
    assert night_2 == datetime(2024, 1, 16, 3, 0, tzinfo=clock.tz)
    times = {p.relative_to(service.workspace).as_posix(): os.lstat(p).st_mtime for p in service.workspace.rglob("*")}
    assert times == {"SERVICES.md": night_1, "data": night_2.timestamp() + 1, "data/total.txt": night_2.timestamp() + 1,
                     "new": night_2.timestamp() + 2, "new/deep": night_2.timestamp() + 2,
                     "new/deep/file.txt": night_2.timestamp() + 2}
    assert os.lstat(service.workspace).st_mtime == night_2.timestamp() + 2
    assert night_2.astimezone(timezone.utc) < clock.round_start(2)


def test_the_night_before_a_round_keeps_rounds_in_order():
    from datetime import date, time

    clock = UniverseClock("Europe/Berlin", [Day(date(2024, 3, 4), time(9, 0)), Day(date(2024, 3, 4), time(14, 0)),
                                            Day(date(2024, 3, 5), time(9, 0))])
    assert clock.night_before(1) == datetime(2024, 3, 4, 3, 0, tzinfo=clock.tz)
    assert clock.night_before(2) == datetime(2024, 3, 4, 11, 30, tzinfo=clock.tz)  # midway, after round 1's start
    assert clock.night_before(3) == datetime(2024, 3, 5, 3, 0, tzinfo=clock.tz)
    clock.set_round(3)
    assert [clock.night_stamp().time() for _ in range(2)] == [time(3, 0, 1), time(3, 0, 2)]


def test_a_workspace_replaced_by_a_link_is_a_fault(tmp_path):
    (tmp_path / "real").mkdir()
    (tmp_path / "ws").symlink_to(tmp_path / "real")
    from clawmark.services.fs.nofollow import Blocked

    with pytest.raises(Blocked, match="is not a directory"):
        Workspace(tmp_path / "ws").write("a.txt", b"x", None)
    assert not (tmp_path / "real/a.txt").exists()


def test_only_the_harness_guide_is_left_out(tmp_path):
    (tmp_path / "SERVICES.md").mkdir()  # the agent's folder by that name hides nothing
    (tmp_path / "SERVICES.md/leak.txt").write_text("secret")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub/SERVICES.md").write_text("not the guide")
    assert [e["path"] for e in entries(tmp_path)[0]["files"]] == ["SERVICES.md/leak.txt", "sub/SERVICES.md"]
    (tmp_path / "guide").mkdir()
    (tmp_path / "guide/SERVICES.md").write_text("the guide")
    assert [e["path"] for e in entries(tmp_path / "guide")[0]["files"]] == []
