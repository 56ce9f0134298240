"""Re-deriving a verdict log from its stored snapshots: `clawmark verify` and `clawmark rescore`.

Verifying a log means: its stored bytes hash to its name; they are canonical JSON and valid
under the verdict schema; and the log rebuilt from the task folder (found by the log's task
digest) and the stored snapshots — each round's day and changes from the spec, the checks
re-judged round by round over the States rebuilt from the store (clawmark.checking.Judgement,
under the rules of the log's schema version), the score recomputed — hashes to the same name. Any difference is reported by field path.

What the hashed log names, and why not more: the verdict-schema version, the task digest (which
covers the task's checks.py, spec and seed, not the agents' code it holds: the oracle's digest
goes to the run record), and the snapshot hashes. The digest of the shared
check library (`checkers/`) and the harness version go to the run record, not the log: a
refactor of the library or the harness that flips no verdict must keep every RELEASE.lock, and
one that does flip a verdict changes the log itself, which the gate catches. Rescoring under a
different library than the run's is therefore allowed and reported as a note.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import zstandard
from pydantic import ValidationError

from checkers.check import CheckLoadError
from clawmark.canonical import canonical_bytes, canonical_hash
from clawmark.checking import Judgement, checker_digest
from clawmark.diff import differences
from clawmark.lint import task_checks
from clawmark.problems import InputError, Problem
from clawmark.records import Rejected, RunRecord, read_record, record_files
from clawmark.scoring import score
from clawmark.services.base import Snapshot
from clawmark.store import Store, StoreError, digests_in
from clawmark.taskdir import Task, load_task
from clawmark.verdicts import SCHEMA_V1, RoundVerdict, TaskRef, VerdictLog

_HEX = set("0123456789abcdef")


@dataclass
class Verification:
    """The outcome of verifying one log: `problems` empty means it re-derives bit for bit."""

    digest: str
    problems: list[Problem] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    log: VerdictLog | None = None

    @property
    def ok(self) -> bool:
        return not self.problems


class StoreBlobs(Mapping):
    """A snapshot's blobs, read from the store on demand (keys: the SHA-256 hex strings that
    the snapshot data mentions and the store holds)."""

    def __init__(self, store: Store, data: object):
        self.store, self.data, self._cache = store, data, {}

    def __getitem__(self, digest: str) -> bytes:
        if digest not in self._cache:
            try:
                self._cache[digest] = self.store.get_blob(digest)
            except StoreError:
                raise KeyError(digest) from None
        return self._cache[digest]

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(d for d in set(digests_in(self.data)) if self.store.has(d, ".bin.zst")))

    def __len__(self) -> int:
        return sum(1 for _ in self)


def verify(store: Store, target: str, task_root: Path | None = None) -> Verification:
    """Verify the log `target`: a digest (or unique prefix) in `store`, or a file holding it
    (`<digest>.json.zst` or canonical `.json`). The task folder is `task_root`, else the one a
    run record in the store names, else `tasks/<scenario>/<id>` below the working directory."""
    try:
        digest, raw, log = load_log(store, target)
        task = locate_task(store, digest, log, task_root)
        rebuilt = rebuild(store, task, log)
    except InputError as e:
        return Verification(target, e.problems)
    except (StoreError, CheckLoadError) as e:
        return Verification(target, [Problem(target, str(e))])
    result = Verification(digest, log=log, problems=[
        Problem(digest, f"stored {a!r}, rescored {b!r}", field=path) for path, a, b in differences(raw, rebuilt)])
    recorded = getattr(record_for(store, digest), "checker_digest", None)
    if recorded and recorded != checker_digest(task.root / task.spec.checks):
        result.notes.append(f"{digest}: rescored with a different check library than the run's ({recorded[:12]})")
    return result


def load_log(store: Store, target: str) -> tuple[str, dict, VerdictLog]:
    """(digest, canonical JSON, VerdictLog) of `target`, checking that the bytes hash to the
    digest they are named by, are canonical JSON, and follow the verdict schema.

    Raises InputError naming the first of these that fails."""
    def rejected(message: str) -> InputError:
        return InputError([Problem(target, message, field="$")])

    try:
        named, data = _read(store, target)
    except (StoreError, OSError, zstandard.ZstdError) as e:
        raise rejected(f"cannot read the log: {e}") from None
    digest = hashlib.sha256(data).hexdigest()
    if named and digest != named:
        raise rejected(f"stored bytes hash to {digest}, not {named}")
    try:
        raw = json.loads(data)
        if canonical_bytes(raw) != data:
            raise rejected("the bytes are not canonical JSON")
        return digest, raw, VerdictLog.model_validate(raw)
    except (ValueError, TypeError, ValidationError) as e:
        raise rejected(f"not a valid verdict log: {e}") from None


def rebuild(store: Store, task: Task, log: VerdictLog) -> dict:
    """The canonical log re-derived from `task` and the snapshots `log` names, under the rules
    of the log's schema version (clawmark.verdict/1: the task's own checks, each on its own
    round; /2: persistent checks over every later round, and the built-in checks)."""
    v1 = log.schema_ == SCHEMA_V1
    judgement = Judgement(task_checks(task, builtin=not v1), persistent=not v1)
    rounds = []
    for number, stored in enumerate(log.rounds, 1):
        spec = task.spec.rounds[number - 1] if number <= len(task.spec.rounds) else None
        if spec is None:
            raise InputError([Problem(log.task.name, f"the log has round {number}; the task has "
                                                     f"{len(task.spec.rounds)}", field=f"rounds[{number - 1}]")])
        verdict = RoundVerdict(round=number, day=spec.day.isoformat(), events=[e.id for e in spec.events],
                               mutations=[m.id for m in spec.mutations], snapshots=stored.snapshots)
        if stored.snapshots:
            judgement.judge(snapshots(store, stored.snapshots.after), snapshots(store, stored.snapshots.before))
        rounds.append(verdict)
    rounds = [r.model_copy(update={"checks": judgement.verdicts(r.round)}) if r.snapshots else r for r in rounds]
    scored = score({r.round: r.checks for r in rounds}) if log.outcome == "scored" else None
    ref = TaskRef(name=task.name, version=task.spec.version, digest=task.digest)
    return log.model_copy(update={"task": ref, "rounds": rounds, "score": scored}).canonical()


def snapshots(store: Store, hashes: dict[str, str]) -> dict[str, Snapshot]:
    """Service → Snapshot rebuilt from the store (data by hash, blobs on demand)."""
    out = {}
    for service, digest in hashes.items():
        data = store.get_json(digest)
        out[service] = Snapshot(data, StoreBlobs(store, data))
    return out


def locate_task(store: Store, digest: str, log: VerdictLog, task_root: Path | None) -> Task:
    """The task folder whose content digest is the log's; raises InputError naming where it looked."""
    candidates = [task_root] if task_root else []
    if root := getattr(record_for(store, digest), "task_root", None):
        candidates.append(Path(root))
    candidates.append(Path("tasks") / log.task.name)
    for root in candidates:
        try:
            task = load_task(root)
        except InputError:
            continue
        if task.digest == log.task.digest:
            return task
    tried = ", ".join(str(c) for c in candidates)
    raise InputError([Problem(digest, f"no task folder with digest {log.task.digest} (tried {tried}); "
                                      "give it with --task", field="task.digest")])


def run_records(path: Path) -> tuple[list[tuple[Path, RunRecord]], list[str]]:
    """(record file, record) for a run record file, or every record under a folder (a store,
    or any folder below its records/), and one warning per file that is not a readable record."""
    out, warnings = [], []
    for file in record_files(path):
        try:
            out.append((file, read_record(file)))
        except Rejected as e:
            warnings.append(f"{file}: {e}")
    return out, warnings


def store_of(path: Path) -> Store | None:
    """The store that holds `path`: a stored object `<store>/ab/cdef….json.zst`, or a record or
    folder below a store's records/."""
    path = path.resolve()
    if path.name.endswith(".json.zst") and len(path.parent.name) == 2 and set(path.parent.name) <= _HEX:
        return Store(path.parent.parent)
    for parent in [path, *path.parents]:
        if (parent / "records").is_dir():
            return Store(parent)
    return None


def is_digest(text: str) -> bool:
    return len(text) == 64 and set(text) <= _HEX


def _read(store: Store, target: str) -> tuple[str | None, bytes]:
    """(digest the target is named by, or None; its uncompressed bytes)."""
    path = Path(target)
    if path.is_file():
        raw = path.read_bytes()
        data = zstandard.ZstdDecompressor().decompress(raw) if path.name.endswith(".zst") else raw
        stem = path.name.split(".")[0]
        named = path.parent.name + stem if len(stem) == 62 else stem
        return (named if is_digest(named) else None), data
    digest = store.find(target)
    return digest, zstandard.ZstdDecompressor().decompress(store.path(digest).read_bytes())


def record_for(store: Store, digest: str) -> RunRecord | None:
    """The (readable) run record in `store` that names the verdict log `digest`, if any."""
    records = run_records(store.root / "records")[0] if (store.root / "records").is_dir() else []
    return next((record for _, record in records if record.verdict_hash == digest), None)
