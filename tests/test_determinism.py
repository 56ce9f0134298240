"""One task, many environments, one verdict hash: nothing the host varies may reach a verdict log.

Subprocess runs of the real CLI under different PYTHONHASHSEED, TZ, LC_ALL, store path,
working directory, -j level and service start order (the gate starts the services of its two
oracle runs in opposite orders) must all give the hash pinned in RELEASE.lock.
"""

import json
from pathlib import Path

from conftest import INSURANCE, clawmark

PINNED = (INSURANCE / "RELEASE.lock").read_text().strip()


def test_verdict_hash_is_independent_of_the_host(tmp_path):
    variants = [
        ({"PYTHONHASHSEED": "0", "TZ": "UTC", "LC_ALL": "C"}, tmp_path / "a", "runs", 1, 1),
        ({"PYTHONHASHSEED": "4242", "TZ": "Pacific/Kiritimati", "LC_ALL": "C.utf8"}, tmp_path / "b/deeper/still",
         str(tmp_path / "elsewhere/store"), 2, 2),
        ({"PYTHONHASHSEED": "random", "TZ": "America/St_Johns", "LC_ALL": "POSIX"}, Path("/tmp"),
         str(tmp_path / "s3"), 3, 3),
    ]
    hashes = set()
    for env, cwd, store, jobs, repeats in variants:
        cwd.mkdir(parents=True, exist_ok=True)
        out = clawmark("run", str(INSURANCE), "--json", "--store", store, "-j", str(jobs), "--repeats", str(repeats),
                       cwd=cwd, env=env)
        assert out.returncode == 0, out.stderr
        hashes |= {r["verdict_hash"] for r in json.loads(out.stdout)["runs"]}
    assert hashes == {PINNED}


def test_gate_with_both_start_orders_in_parallel_matches_the_lock(tmp_path):
    out = clawmark("gate", "-j", "2", str(INSURANCE), cwd=tmp_path,
                   env={"PYTHONHASHSEED": "7", "TZ": "Asia/Kolkata", "LC_ALL": "C"})
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.strip().endswith(f"verdict {PINNED})")
    assert list(tmp_path.iterdir()) == []  # the gate keeps its runs out of the user's store
