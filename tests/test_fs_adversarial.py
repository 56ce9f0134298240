"""Issue 17's reproductions end to end: a `command` agent plants a FIFO, a unix socket, a name
that is not UTF-8, a symlink to /etc/passwd, a 1 GB sparse file or a 20,000-file tree in its
workspace, or a symlink over a file the next day's mutation writes. Every run is `scored`
(the CLI runs in a subprocess with a timeout: a hang guard, not a timing assertion), the
snapshot records each entry as documented, the store stays bounded, and the host file a
planted link points to is unchanged. Plus issue 18's universe time: what `ls -l` shows on
day 2."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import textwrap
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from clawmark.store import Store
from conftest import REPO

HANG_GUARD_S = 300

AGENT = textwrap.dedent('''\
    """The planted entries of test_fs_adversarial: argv = round, case[, host file]."""
    import json, os, socket, sys
    day, case = int(sys.argv[1]), sys.argv[2]
    if day == 1 and case == "fifo":
        os.mkfifo("pipe")
    elif day == 1 and case == "socket":
        socket.socket(socket.AF_UNIX).bind("agent.sock")
    elif day == 1 and case == "non-utf8":
        with open(b"r\\xe9sum\\xe9 caf\\xe9.txt", "wb") as f:
            f.write(b"latin-1")
    elif day == 1 and case == "passwd":
        os.symlink("/etc/passwd", "passwd")
    elif day == 1 and case == "sparse":
        with open("big.bin", "wb") as f:
            f.truncate(1 << 30)
    elif day == 1 and case == "tree":
        for i in range(20_000):
            os.makedirs(f"tree/{i // 1000:02d}", exist_ok=True)
            with open(f"tree/{i // 1000:02d}/{i:05d}.txt", "w") as f:
                f.write(str(i))
    elif day == 1 and case == "link-over-mutated":
        os.unlink("data/total.txt")
        os.symlink(sys.argv[3], "data/total.txt")
    elif day == 2 and case == "times":
        seen = {}
        for folder, dirs, files in os.walk("."):
            for name in [".", *dirs, *files] if folder == "." else [*dirs, *files]:
                path = os.path.normpath(os.path.join(folder, name))
                seen[path] = os.lstat(path).st_mtime
        seen["prompt"] = os.stat(os.environ["CLAWMARK_PROMPT_FILE"]).st_mtime
        with open("times.json", "w") as f:
            json.dump(seen, f)
''')


def run_case(tiny_task: Path, tmp_path: Path, case: str, *extra: str) -> tuple[dict, Store]:
    """`clawmark run` of the tiny task with the planting agent; (the run's JSON, the store)."""
    bind = tmp_path / "agent"
    bind.mkdir(exist_ok=True)
    (bind / "plant.py").write_text(AGENT)
    store = tmp_path / "store"
    cmd = " ".join(["python3", str(bind / "plant.py"), "{round}", case, *extra])
    done = subprocess.run([sys.executable, "-m", "clawmark", "run", str(tiny_task), "--store", str(store), "--json",
                           "--agent", "command", "--agent-opt", f"cmd={cmd}", "--agent-opt", f"bind={bind}"],
                          cwd=REPO, capture_output=True, text=True, timeout=HANG_GUARD_S)
    assert done.returncode == 0, done.stderr[-3000:]
    (run,) = json.loads(done.stdout)["runs"]
    assert run["outcome"] == "scored", run
    return run, Store(store)


def fs_after(store: Store, run: dict, round_number: int = 1) -> dict:
    log = store.get_json(run["verdict_hash"])
    return store.get_json(log["rounds"][round_number - 1]["snapshots"]["after"]["fs"])


def store_bytes(store: Store) -> int:
    return sum(p.stat().st_size for p in store.root.rglob("*") if p.is_file())


@pytest.mark.parametrize("case, entry", [
    ("fifo", {"path": "pipe", "type": "fifo"}),
    ("socket", {"path": "agent.sock", "type": "socket"}),
    ("non-utf8", {"path": "r\\xe9sum\\xe9 caf\\xe9.txt", "escaped": True, "size": 7,
                  "sha256": hashlib.sha256(b"latin-1").hexdigest()}),
    ("passwd", {"path": "passwd", "symlink": "/etc/passwd"}),
])
def test_special_entries_are_recorded_and_the_run_scored(tiny_task, tmp_path, case, entry):
    run, store = run_case(tiny_task, tmp_path, case)
    files = fs_after(store, run)["files"]
    assert entry in files, files
    if case == "passwd":
        assert not any(e.get("sha256") == hashlib.sha256(Path("/etc/passwd").read_bytes()).hexdigest() for e in files)
    if case == "non-utf8":
        assert store.get_blob(entry["sha256"]) == b"latin-1"


def test_a_1_gb_sparse_file_is_hashed_not_stored(tiny_task, tmp_path):
    run, store = run_case(tiny_task, tmp_path, "sparse")
    zeros = hashlib.sha256()
    block = bytes(1 << 20)
    for _ in range(1024):
        zeros.update(block)
    (big,) = [e for e in fs_after(store, run)["files"] if e["path"] == "big.bin"]
    assert big == {"path": "big.bin", "size": 1 << 30, "sha256": zeros.hexdigest(), "omitted": "fs_file_bytes"}
    assert not store.has(big["sha256"], ".bin.zst") and store_bytes(store) < 1 << 20


def test_a_20000_file_tree_is_recorded_up_to_the_entry_bound(tiny_task, tmp_path):
    run, store = run_case(tiny_task, tmp_path, "tree")
    snapshot = fs_after(store, run)
    assert snapshot["over_limit"] == {"fs_entries": 10_000}
    paths = [e["path"] for e in snapshot["files"]]
    # 10,000 names in path order: SERVICES.md, data/, data/total.txt, tree/, then per folder
    # tree/NN/ and its 1,000 files: nine whole folders, tree/09/ and 986 of its files
    assert paths == ["data/total.txt", *[f"tree/{i // 1000:02d}/{i:05d}.txt" for i in range(9_986)]]
    assert store_bytes(store) < 16 << 20  # about 10,000 entries of JSON and their small blobs


def test_a_link_planted_over_a_mutated_file_leaves_the_host_file(tiny_task, tmp_path):
    host = tmp_path / "host-file.txt"
    host.write_text("a host file the agent points at\n")
    run, store = run_case(tiny_task, tmp_path, "link-over-mutated", str(host))
    assert host.read_text() == "a host file the agent points at\n"
    log = store.get_json(run["verdict_hash"])
    after_1 = store.get_json(log["rounds"][0]["snapshots"]["after"]["fs"])["files"]
    before_2 = store.get_json(log["rounds"][1]["snapshots"]["before"]["fs"])["files"]
    assert {"path": "data/total.txt", "symlink": str(host)} in after_1
    (total,) = [e for e in before_2 if e["path"] == "data/total.txt"]
    assert store.get_blob(total["sha256"]) == b"12\n"  # the world's write replaced the link


def test_ls_on_day_2_shows_universe_times_only(tiny_task, tmp_path):
    """Issue 18: seed files and SERVICES.md carry the night before day 1, the day-2 mutation
    (and the folder it changed) the night before day 2; no wall-clock time anywhere."""
    run, store = run_case(tiny_task, tmp_path, "times")
    (listing,) = [e for e in fs_after(store, run, 2)["files"] if e["path"] == "times.json"]
    seen = json.loads(store.get_blob(listing["sha256"]))
    berlin = ZoneInfo("Europe/Berlin")
    night_1 = datetime(2024, 1, 15, 3, 0, tzinfo=berlin).timestamp()
    night_2 = datetime(2024, 1, 16, 3, 0, 1, tzinfo=berlin).timestamp()
    day_2 = datetime(2024, 1, 16, 9, 0, tzinfo=berlin).timestamp()
    assert seen == {".": night_1, "SERVICES.md": night_1, "data": night_2, "data/total.txt": night_2, "prompt": day_2}
