"""`clawmark verify` / `rescore`: stored oracle logs re-derive bit for bit; tampered ones do not."""

import json
import shutil

import pytest
import zstandard
from click.testing import CliRunner

from clawmark.cli import main
from clawmark.runner import run_task
from clawmark.store import Store


@pytest.fixture(scope="module")
def stored(tmp_path_factory, task):
    store = Store(tmp_path_factory.mktemp("store"))
    digests = {agent: run_task(task, agent, store).verdict_hash for agent in ("oracle", "noop")}
    return store, digests


def invoke(*args):
    return CliRunner().invoke(main, list(args))


def test_verify_passes_on_stored_logs(stored):
    store, digests = stored
    for digest in digests.values():
        out = invoke("verify", digest[:10], "--store", str(store.root))
        assert out.exit_code == 0, out.output
        assert out.output.startswith(f"ok {digest}")


def test_verify_of_no_stored_log_is_bad_input(stored):
    store, _ = stored
    for target, message in (("", "give at least 4 hexadecimal digits"), ("ffffff", "no stored object starts with it")):
        out = invoke("verify", target, "--store", str(store.root))
        assert out.exit_code == 2 and message in out.output, out.output  # '' once printed "$: cannot read…", exit 1


def test_verify_accepts_the_stored_file(stored):
    store, digests = stored
    out = invoke("verify", str(store.path(digests["oracle"])))
    assert out.exit_code == 0, out.output


def test_rescore_rederives_a_whole_store(stored):
    store, _ = stored
    out = invoke("rescore", str(store.root))
    assert out.exit_code == 0, out.output
    assert "2/2 verdict log(s) re-derived bit for bit" in out.output


def test_verify_fails_on_one_flipped_byte(stored, tmp_path):
    store, digests = stored
    data = bytearray(store.get_bytes(digests["oracle"]))
    data[data.index(b'"passed":true') + 9] = ord("T")  # one byte: true → True
    copy = Store(tmp_path)
    path = copy.path(digests["oracle"])
    path.parent.mkdir(parents=True)
    path.write_bytes(zstandard.ZstdCompressor(level=10).compress(bytes(data)))
    out = invoke("verify", digests["oracle"], "--store", str(tmp_path))
    assert out.exit_code == 1
    assert f"not {digests['oracle']}" in out.output


def test_verify_fails_on_an_edited_verdict_with_its_hash_recomputed(stored):
    store, digests = stored
    log = store.get_json(digests["noop"])
    log["rounds"][0]["checks"][1]["passed"] = True  # noop "read" the estimate total
    forged = store.put_json(log)
    out = invoke("verify", forged, "--store", str(store.root))
    assert out.exit_code == 1
    assert f"{forged}: error: rounds[0].checks[1].passed: stored True, rescored False" in out.output


def test_verify_fails_naming_the_task_digest_when_no_folder_matches(stored, task_copy, tmp_path, monkeypatch):
    store, digests = stored
    bare = tmp_path / "bare"  # the objects without the run records that name the task folder
    shutil.copytree(store.root, bare, ignore=shutil.ignore_patterns("records"))
    (task_copy / "checks.py").write_text((task_copy / "checks.py").read_text() + "\n# edited\n")
    monkeypatch.chdir(tmp_path)
    out = invoke("verify", digests["oracle"], "--store", str(bare), "--task", str(task_copy))
    assert out.exit_code == 1
    assert "task.digest: no task folder with digest" in out.output


def test_run_record_carries_the_checker_digest(stored):
    store, digests = stored
    records = [json.loads(p.read_text()) for p in (store.root / "records").rglob("*.json")]
    assert {r["verdict_hash"] for r in records} == set(digests.values())
    assert all(len(r["checker_digest"]) == 64 and r["task_root"] for r in records)


def test_rescoring_under_another_check_library_is_a_note_not_a_failure(stored, tmp_path):
    store, digests = stored
    copy = tmp_path / "store"
    shutil.copytree(store.root, copy)
    for record_file in (copy / "records").rglob("*.json"):
        record = json.loads(record_file.read_text())
        record_file.write_text(json.dumps({**record, "checker_digest": "f" * 64}))
    out = invoke("verify", digests["oracle"], "--store", str(copy))
    assert out.exit_code == 0, out.output
    assert "rescored with a different check library than the run's (ffffffffffff)" in out.output
