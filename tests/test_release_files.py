"""Every task folder is wired into the release gate: `bazel test //tasks/...` finds it and pins it."""

from conftest import REPO


def test_every_task_has_a_gate_target_and_a_release_lock():
    tasks = sorted(p.parent for p in (REPO / "tasks").rglob("task.yaml"))
    assert tasks
    for task in tasks:
        build = task / "BUILD.bazel"
        assert build.is_file() and "clawmark_task(" in build.read_text(), f"{task}: no BUILD.bazel with clawmark_task()"
        lock = (task / "RELEASE.lock").read_text() if (task / "RELEASE.lock").is_file() else ""
        assert len(lock.strip()) == 64, f"{task}: no RELEASE.lock (run `clawmark gate --update {task}`)"
