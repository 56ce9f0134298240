"""`clawmark gc` on the local backend: a SIGKILLed run's world folder, and any server that outlived
it, are removed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from click.testing import CliRunner

from clawmark.backends import local_gc
from clawmark.cli import main

REPO = Path(__file__).resolve().parents[1]
HOLD_A_WORLD = """
import sys, time
from pathlib import Path
from clawmark.taskdir import clock_for
from clawmark.taskdir import load_task
from clawmark.world import World
task = load_task(Path(sys.argv[1]))
world = World(task, clock_for(task))
world.start()
print(world.root, flush=True)
time.sleep(600)
"""
TASK = REPO / "tasks" / "executive-assistant" / "board-meeting-reschedule"  # mail, calendar, fs


def hold_a_world() -> tuple[subprocess.Popen, Path]:
    proc = subprocess.Popen([sys.executable, "-c", HOLD_A_WORLD, str(TASK)], cwd=REPO,
                            stdout=subprocess.PIPE, text=True, start_new_session=True)
    return proc, Path(proc.stdout.readline().strip())


def escaped_server(root: Path) -> subprocess.Popen:
    """A server that outlived its harness, as one that dropped the preloader's death signal would:
    its own session, a file of the world's folder in its command line."""
    return subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)", f"{root}/escaped.conf"],
                            start_new_session=True)


def gone(pid: int) -> bool:
    """Exited: no longer in /proc, or a zombie waiting for init to reap it."""
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().split(") ")[1].startswith("Z")
    except (FileNotFoundError, ProcessLookupError):
        return True


def test_a_killed_runs_servers_and_folder_are_removed_a_live_one_is_kept():
    killed, killed_root = hold_a_world()
    live, live_root = hold_a_world()
    escaped = None
    try:
        servers = local_gc._processes_under(killed_root)
        names = b" ".join((Path("/proc") / str(pid) / "cmdline").read_bytes() for pid in servers)
        assert b"dovecot" in names and b"radicale/config" in names
        killed.kill()
        killed.wait()
        assert wait_until(lambda: all(gone(pid) for pid in servers))  # every server dies with its harness

        escaped = escaped_server(killed_root)
        result = CliRunner().invoke(main, ["gc"])
        assert result.exit_code == 0, result.output
        assert str(killed_root) in result.output and str(live_root) not in result.output
        assert wait_until(lambda: gone(escaped.pid)) and not killed_root.exists()
        assert live_root.is_dir() and local_gc._processes_under(live_root)
    finally:
        for proc in (killed, live, *([escaped] if escaped else [])):
            proc.kill()
            proc.wait()
        for world in local_gc.leftovers():
            if world.root in (killed_root, live_root):
                local_gc.remove(world)


def test_dry_run_removes_nothing():
    proc, root = hold_a_world()
    proc.kill()
    proc.wait()
    escaped = escaped_server(root)
    try:
        result = CliRunner().invoke(main, ["gc", "--dry-run"])
        assert result.exit_code == 0 and f"  {root}" in result.output and "would remove" in result.output
        assert root.is_dir() and wait_until(lambda: local_gc._processes_under(root) == (escaped.pid,))
    finally:
        escaped.kill()
        escaped.wait()
        for world in local_gc.leftovers():
            if world.root == root:
                local_gc.remove(world)
    assert not root.exists()


def test_a_local_world_lives_in_ram_and_a_docker_world_on_disk():
    assert local_gc.parent_for("local") == local_gc.MEMORY  # this machine has a writable /dev/shm
    assert local_gc.parent_for("docker") == local_gc.DISK
    proc, root = hold_a_world()
    try:
        assert root.parent == local_gc.MEMORY and (root / local_gc.OWNER_FILE).is_file()
    finally:
        proc.kill()
        proc.wait()
        for world in local_gc.leftovers():
            if world.root == root:
                local_gc.remove(world)
    assert not root.exists()


def test_a_world_left_on_disk_is_collected_too():
    left = Path(tempfile.mkdtemp(prefix="cm-", dir=local_gc.DISK))  # a docker world, or one made before RAM
    try:
        (left / local_gc.OWNER_FILE).write_text(str(dead_pid()))
        assert left in [world.root for world in local_gc.leftovers()]
        result = CliRunner().invoke(main, ["gc"])
        assert result.exit_code == 0 and str(left) in result.output and not left.exists()
    finally:
        shutil.rmtree(left, ignore_errors=True)


def wait_until(condition, seconds: float = 10) -> bool:
    """Whether `condition()` holds within `seconds` (polled)."""
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.05)
    return condition()


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid
