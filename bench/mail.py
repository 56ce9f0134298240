"""Benchmark the mail service: start to ready, and the snapshot of a 200-message account.

    .venv/bin/python bench/mail.py [--repeats N]

Prints medians in milliseconds (targets: 150 ms each). Start to ready is `MailService.start`:
Dovecot accepting IMAP and the submission server listening. The snapshot reads one account
whose INBOX holds 200 messages (every tenth with a 20 KB attachment) and the outbound capture,
as the runner does after the first snapshot of a run (parsed messages are cached by their
bytes), and again with that cache cleared.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from clawmark.clock import Day, UniverseClock
from clawmark.services.mail.service import MailService
from clawmark.services.mail.snapshot import parse
from clawmark.spec import TaskSpec
from clawmark.taskdir import Task

ADDRESS = "bench@clawmark.example"


def task(root: Path, messages: int) -> Task:
    (root / "artifacts").mkdir(parents=True)
    (root / "artifacts/scan.pdf").write_bytes(bytes(range(256)) * 80)
    spec = TaskSpec.model_validate({
        "id": "bench", "version": 1, "title": "bench", "scenario": "bench", "role": "r",
        "principal": {"name": "Bench"}, "timezone": "Europe/Berlin", "services": ["mail"],
        "rounds": [{"day": "2024-03-04", "prompt": "r1.md"}, {"day": "2024-03-05", "prompt": "r2.md"}],
        "seed": {"mail": {"accounts": [{"address": ADDRESS, "name": "Bench", "messages": [
            {"from": f"Sender {n} <s{n}@example.org>", "to": [ADDRESS], "subject": f"Message {n}",
             "body": f"Body of message {n}.\n" * 20, "attachments": ["artifacts/scan.pdf"] if n % 10 == 0 else []}
            for n in range(messages)
        ]}]}},
    })
    return Task(root=root, spec=spec, digest="0" * 64)


def clock_of(t: Task) -> UniverseClock:
    return UniverseClock(t.spec.timezone, [Day(r.day, r.start) for r in t.spec.rounds])


def timed(fn) -> float:
    started = time.perf_counter()
    fn()
    return (time.perf_counter() - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=15)
    repeats = parser.parse_args().repeats
    scratch = Path(tempfile.mkdtemp(prefix="cm-bench-", dir="/tmp"))
    try:
        t = task(scratch / "task", 200)
        starts = []
        for n in range(repeats):
            (scratch / f"w{n}").mkdir()
            service = MailService()
            starts.append(timed(lambda: service.start(scratch / f"w{n}", clock_of(t))))
            service.stop()
        service = MailService()
        (scratch / "big").mkdir()
        service.start(scratch / "big", clock_of(t))
        service.seed(t.spec, t.root)
        service.snapshot()  # the first one logs in
        snapshots = [timed(service.snapshot) for _ in range(repeats)]
        cold = [timed(lambda: (parse.cache_clear(), service.snapshot())) for _ in range(repeats)]
        service.stop()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"mail start to ready:            median {statistics.median(starts):6.1f} ms  (n={repeats}, target 150)")
    print(f"mail snapshot, 200 messages:    median {statistics.median(snapshots):6.1f} ms  (n={repeats}, target 150)")
    print(f"  same, nothing parsed before:  median {statistics.median(cold):6.1f} ms  (n={repeats})")


if __name__ == "__main__":
    main()
