"""The store and resuming: corrupt objects are repaired, unreadable records and invalid runs are redone."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys

from click.testing import CliRunner

from clawmark.agents import AGENTS
from clawmark.agents.command import CommandAgent
from clawmark.agents.config import AgentSpec, agent_spec
from clawmark.canonical import canonical_hash
from clawmark.cli import main
from clawmark.runner import run_task
from clawmark.store import Store, StoreError
from clawmark.taskdir import load_task
from conftest import REPO, clawmark


def invoke(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def cut(path, size=None):
    """Truncate `path` to `size` bytes (default: half)."""
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2 if size is None else size])


def test_writing_an_object_again_repairs_a_corrupt_copy(tmp_path):
    digest = Store(tmp_path).put_json({"a": list(range(200))})
    blob = Store(tmp_path).put_blob(b"evidence " * 500)
    cut(Store(tmp_path).path(digest))
    Store(tmp_path).path(blob, ".bin.zst").write_bytes(b"not zstd")
    fresh = Store(tmp_path)
    try:
        fresh.get_json(digest)
        raise AssertionError("a truncated object must not read")
    except StoreError as e:
        assert "corrupt zstd frame" in str(e)
    assert fresh.put_json({"a": list(range(200))}) == digest and fresh.put_blob(b"evidence " * 500) == blob
    assert fresh.get_json(digest) == {"a": list(range(200))} and fresh.get_blob(blob) == b"evidence " * 500
    assert not list(tmp_path.rglob(".tmp-*"))


def test_invalid_runs_are_redone_and_only_scored_runs_resumed(tiny_task, tmp_path):
    store, task = Store(tmp_path / "store"), load_task(tiny_task)
    broken = AgentSpec(CommandAgent, {"cmd": "true", "timeout": "abc"})  # as an older harness let through
    first = run_task(task, broken, store)
    assert first.log.outcome == "invalid" and "timeout 'abc'" in first.log.invalid_reason
    fixed = agent_spec(AGENTS, "command", {"cmd": "true", "timeout": "60"})
    assert fixed.key == broken.key
    again = run_task(task, fixed, store)
    assert (again.resumed, again.log.outcome) == (False, "scored")
    third = run_task(task, fixed, store)
    assert (third.resumed, third.verdict_hash) == (True, again.verdict_hash)


def test_malformed_agent_options_are_refused_before_any_run(tmp_path):
    store = tmp_path / "store"
    out = invoke("run", tmp_path, "--store", store, "--agent", "command",
                 "--agent-opt", "cmd=true", "--agent-opt", "timeout=abc")
    assert out.exit_code == 2
    assert "timeout 'abc': give a positive integer" in out.output
    assert not store.exists()
    out = invoke("run", tmp_path, "--store", store, "--agent", "openai", "--agent-opt", "model=m",
                 "--agent-opt", "isolation=maybe")
    assert out.exit_code == 2 and "isolation 'maybe': use one of" in out.output


def test_the_openai_endpoint_is_part_of_the_agent_key():
    default = agent_spec(AGENTS, "openai", {"model": "m"})
    local = agent_spec(AGENTS, "openai", {"model": "m", "base_url": "http://127.0.0.1:8000/v1"})
    other = agent_spec(AGENTS, "openai", {"model": "m", "base_url": "http://127.0.0.1:9000/v1"})
    assert default.label == local.label == other.label == "openai:m"
    assert default.key == f"openai:m-{canonical_hash({'model': 'm'})[:12]}"  # unchanged without base_url
    assert len({default.key, local.key, other.key}) == 3


def test_a_corrupt_verdict_log_is_named_and_the_run_redone(tiny_task, tmp_path, caplog):
    store, task = Store(tmp_path / "store"), load_task(tiny_task)
    first = run_task(task, "oracle", store)
    log_file = store.path(first.verdict_hash)
    cut(log_file)
    with caplog.at_level(logging.WARNING):
        again = run_task(task, "oracle", store)
    assert str(log_file) in caplog.text and "the run is redone" in caplog.text
    assert (again.resumed, again.verdict_hash) == (False, first.verdict_hash)
    assert Store(store.root).get_json(first.verdict_hash) == first.log.canonical()


def test_a_truncated_run_record_is_named_and_the_run_redone(tiny_task, tmp_path, caplog):
    store, task = Store(tmp_path / "store"), load_task(tiny_task)
    first = run_task(task, "oracle", store)
    record = store.record_path(task.name, "oracle", 0, task.digest)
    cut(record, 100)
    with caplog.at_level(logging.WARNING):
        again = run_task(task, "oracle", store)
    assert str(record) in caplog.text and "not a run record" in caplog.text
    assert again.resumed is False and json.loads(record.read_text())["verdict_hash"] == first.verdict_hash


def test_run_force_repairs_a_corrupt_log_and_verify_passes(tiny_task, tmp_path):
    store = tmp_path / "store"
    out = invoke("run", tiny_task, "--store", store, "--json")
    digest = json.loads(out.stdout)["runs"][0]["verdict_hash"]
    cut(Store(store).path(digest))
    assert invoke("verify", digest, "--store", store).exit_code == 1
    out = invoke("run", tiny_task, "--store", store, "--force", "--json")
    assert out.exit_code == 0 and json.loads(out.stdout)["runs"][0]["verdict_hash"] == digest
    out = invoke("verify", digest, "--store", store, "--task", tiny_task)
    assert out.exit_code == 0, out.output


def test_rescore_warns_about_each_unreadable_record(tiny_task, tmp_path):
    store = Store(tmp_path / "store")
    task = load_task(tiny_task)
    run_task(task, "oracle", store)
    record = store.record_path(task.name, "oracle", 0, task.digest)
    truncated = record.with_name("r1-truncated.json")
    truncated.write_bytes(record.read_bytes()[:100])
    empty = record.with_name("r2-empty.json")
    empty.write_text("{}")
    stray = store.root / "records" / "stray.json"
    stray.write_text("junk")
    out = CliRunner().invoke(main, ["rescore", str(store.root)])
    assert out.exit_code == 1, out.output
    for path in (truncated, empty, stray):
        assert f"warning: {path}: not a run record" in out.stderr
    assert "1/1 verdict log(s) re-derived bit for bit; 3 unreadable record(s) left out" in out.stdout


def test_agent_option_errors_exit_2_before_anything_is_written(tiny_task, tmp_path):
    store = tmp_path / "store"
    for opts, said in (([], "the command agent needs the option cmd"),
                       (["--agent-opt", "cmd=   "], "the command agent needs the option cmd"),
                       (["--agent-opt", "cmd=my-agent {prompt_file} {nope}"], "KeyError: 'nope'")):
        out = invoke("run", tiny_task, "--store", store, "--agent", "command", *opts)
        assert out.exit_code == 2 and said in out.output, out.output
        assert not store.exists()
    out = invoke("run", tiny_task, "--store", store, "--agent", "openai")
    assert out.exit_code == 2 and "the openai agent needs the option model" in out.output


def read_only_run(store, *args):
    """`clawmark run … --store STORE` with STORE read-only: a read-only bind mount in a private
    mount namespace when root (who ignores permission bits), else permission bits."""
    if os.geteuid() != 0:
        store.chmod(0o555)
        return clawmark("run", *map(str, args), "--store", str(store))
    script = 'mount --bind -o ro "$0" "$0" && exec "$@"'
    return subprocess.run(["unshare", "--mount", "--propagation", "private", "sh", "-c", script, str(store),
                           sys.executable, "-m", "clawmark", "run", *map(str, args), "--store", str(store)],
                          cwd=REPO, capture_output=True, text=True, timeout=600)


def test_a_read_only_store_exits_2_before_anything_is_played(tiny_task, tmp_path):
    store = tmp_path / "store"
    store.mkdir()
    done = read_only_run(store, tiny_task, "--agent", "noop")
    assert done.returncode == 2, done.stderr
    assert f"error: {store}: the store is not writable (Read-only file system)" in done.stderr or \
        "Permission denied" in done.stderr
    assert "Traceback" not in done.stderr and list(store.iterdir()) == []
    inside = tmp_path / "file" / "store"
    (tmp_path / "file").write_text("x")
    out = invoke("run", tiny_task, "--store", inside)
    assert out.exit_code == 2 and "not a folder, so the store" in out.output


def test_a_run_is_resumed_only_when_every_snapshot_verifies(tiny_task, tmp_path, caplog):
    store, task = Store(tmp_path / "store"), load_task(tiny_task)
    first = run_task(task, "oracle", store)
    blob = store.get_json(first.log.rounds[1].snapshots.after["fs"])["files"][0]["sha256"]  # answer.txt, "12"
    snapshot = first.log.rounds[1].snapshots.before["fs"]  # the first to name it: data/total.txt after the change
    assert blob in json.dumps(store.get_json(snapshot))
    cut(store.path(blob, ".bin.zst"))
    report = invoke("report", store.root)
    assert report.exit_code == 2  # its one run left out
    assert f"snapshot {snapshot} (round 2, before, fs) does not verify" in report.stderr
    assert "corrupt zstd frame" in report.stderr and "run excluded" in report.stderr
    with caplog.at_level(logging.WARNING):
        again = run_task(task, "oracle", store)
    assert f"snapshot {snapshot} (round 2, before, fs) does not verify" in caplog.text
    assert (again.resumed, again.verdict_hash) == (False, first.verdict_hash)
    assert Store(store.root).get_blob(blob)  # the redone run wrote it again
    assert run_task(task, "oracle", store).resumed
    store.path(snapshot).unlink()
    assert "not in store" in invoke("report", store.root).stderr
    assert not run_task(task, "oracle", store).resumed
