"""Run records: the unhashed record beside each verdict log in a store, read and verified.

The runner writes a record per run (`<store>/records/**.json`) and reads its own records back to
resume; a report reads them (clawmark.report.load) and so does rescoring; all through this
module, which lives beside the store. Each record names its verdict log by SHA-256; the log is
found in the store that holds the record (the nearest ancestor folder with
`<ab>/<cdef…>.json.zst`). A log is trusted only if

- its decompressed bytes hash to the name the record gives,
- it validates as a `VerdictLog` and re-encodes to the very same canonical bytes,
- it agrees with its record (task, agent, outcome),
- its score follows from its check verdicts (clawmark.scoring), and
- every snapshot it names, and every blob those name that the store holds, is there and
  matches its hash (a snapshot that does not is named like a log that does not).

Anything else raises Rejected naming the file and the reason.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

import zstandard
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from clawmark.canonical import canonical_bytes
from clawmark.scoring import score
from clawmark.store import Store, StoreError
from clawmark.verdicts import VerdictLog

logger = logging.getLogger(__name__)


class Usage(BaseModel):
    """Resources an agent spent in one round (clawmark.agents.base.Usage)."""

    input_tokens: int = Field(0, ge=0)
    output_tokens: int = Field(0, ge=0)
    tool_calls: int = Field(0, ge=0)


class RoundRecord(BaseModel):
    """One round of a run record (clawmark.runner.play_round: the agent's RoundOutcome); fields
    other than these are kept but not read."""

    model_config = ConfigDict(extra="allow")
    round: int
    seconds: Decimal = Field(Decimal(0), description="Wall seconds the agent took in the round.")
    usage: Usage = Field(default_factory=Usage)
    final_message: str = Field("", description="The agent's last message of the day.")
    error: str | None = Field(None, description="Why the agent crashed or stopped, if it did.")
    timed_out: bool = False
    exit_code: int | None = Field(None, description="Of an agent process; None for in-process agents.")
    stdout: str = Field("", description="Tail of an agent process's standard output.")
    stderr: str = Field("", description="Tail of an agent process's standard error.")

    def failure(self) -> str | None:
        """`day N: <why>` when the agent crashed, stopped with an error or timed out this round,
        with the last line of its standard error; None when the round ended normally."""
        why = self.error or ("timed out" if self.timed_out else None)
        if why is None:
            return None
        last = next((line.strip() for line in reversed(self.stderr.splitlines()) if line.strip()), "")
        return f"day {self.round}: {why}" + (f" (stderr: {last[:120]})" if last else "")


class RunRecord(BaseModel):
    """The unhashed run record beside a verdict log (written by clawmark.runner.run_task).

    Extra fields (options, transcripts…) are allowed; `model` is read when an agent adapter
    records which model it drove.
    """

    model_config = ConfigDict(extra="allow")
    verdict_hash: str = Field(pattern=r"^[0-9a-f]{64}$")
    task: str
    agent: str
    repeat: int = Field(ge=0)
    outcome: str
    model: str | None = None
    task_root: str | None = Field(None, description="The task folder the run was played from.")
    seconds: Decimal = Decimal(0)
    rounds: list[RoundRecord] = Field(default_factory=list)


@dataclass(frozen=True)
class Run:
    """One verified run: its record, its verdict log and where they were found."""

    record_path: Path
    record: RunRecord
    log: VerdictLog

    @property
    def verdict_hash(self) -> str:
        return self.record.verdict_hash


class Rejected(Exception):
    """A record or log that cannot be trusted; the message says which file and why."""


def record_files(path: Path) -> list[Path]:
    """Run record files at `path`: the file itself, or every record under a store or folder."""
    if path.is_file():
        return [path]
    root = path / "records" if (path / "records").is_dir() else path
    return sorted(p for p in root.rglob("*.json") if not p.name.startswith("."))


def load_run(record_path: Path, verified: set[str] | None = None) -> Run:
    """Load and verify one run record, its verdict log and the snapshots the log names;
    raises Rejected with the reason. `verified`: store digests already verified (skipped)."""
    record = read_record(record_path)
    log_path = _find_log(record_path, record.verdict_hash)
    log = verified_log(log_path, record.verdict_hash)
    verify_snapshots(Store(log_path.parent.parent), log, set() if verified is None else verified)
    mismatched = [name for name, ours, theirs in (("task", log.task.name, record.task), ("agent", log.agent, record.agent),
                                                  ("outcome", log.outcome, record.outcome)) if ours != theirs]
    if mismatched:
        raise Rejected(f"record disagrees with verdict log {log_path} on {', '.join(mismatched)}")
    return Run(record_path, record, log)


def resumable(record_path: Path, agent_code: str | None) -> Run | None:
    """The stored run at `record_path` when the runner may keep it instead of playing it again:
    it was scored, its record and log verify (as `clawmark report` reads them) and it was made
    with the agent code `agent_code` (Agent.code_digest). None, so the run is redone, otherwise:
    an `invalid` run was an infrastructure fault, and an unreadable record or log is named in a
    logged warning."""
    if not record_path.is_file():
        return None
    try:
        run = load_run(record_path)
    except Rejected as e:
        logger.warning("warning: %s: %s; the run is redone", record_path, e)
        return None
    if run.log.outcome != "scored" or (run.record.model_extra or {}).get("agent_code_digest") != agent_code:
        return None
    return run


def read_record(record_path: Path) -> RunRecord:
    """The run record at `record_path`; raises Rejected when it is unreadable or not a record."""
    try:
        return RunRecord.model_validate(json.loads(record_path.read_bytes()))
    except (OSError, ValueError) as e:
        raise Rejected(f"not a run record ({first_line(e)})") from None


def verified_log(log_path: Path, digest: str) -> VerdictLog:
    """The VerdictLog at `log_path` if it hashes to `digest`, is canonical and self-consistent.

    Raises Rejected naming the failed check (corrupt frame, hash mismatch, schema, score).
    """
    try:
        data = zstandard.ZstdDecompressor().decompress(log_path.read_bytes())
    except (OSError, zstandard.ZstdError) as e:
        raise Rejected(f"verdict log {log_path} is unreadable ({e})") from None
    actual = hashlib.sha256(data).hexdigest()
    if actual != digest:
        raise Rejected(f"verdict log {log_path} does not match its hash (SHA-256 is {actual}): tampered or corrupt")
    try:
        log = VerdictLog.model_validate_json(data)
    except ValidationError as e:
        raise Rejected(f"verdict log {log_path} does not fit the schema ({first_line(e)})") from None
    if canonical_bytes(log.canonical()) != data:
        raise Rejected(f"verdict log {log_path} is not in canonical form")
    if log.outcome == "scored":
        expected = score({r.round: r.checks for r in log.rounds})
        if log.score != expected:
            raise Rejected(f"verdict log {log_path}: its score does not follow from its check verdicts")
    elif log.score is not None:
        raise Rejected(f"verdict log {log_path}: an invalid run carries a score")
    return log


def verify_snapshots(store: Store, log: VerdictLog, verified: set[str]) -> None:
    """Raise Rejected naming the first snapshot of `log` (round, before/after, service) that is
    missing from `store` or does not verify, with its blobs (Store.verify_snapshot)."""
    for r in log.rounds:
        if r.snapshots is None:
            continue
        for when, hashes in (("before", r.snapshots.before), ("after", r.snapshots.after)):
            for service, digest in sorted(hashes.items()):
                try:
                    store.verify_snapshot(digest, verified)
                except (StoreError, ValueError) as e:
                    raise Rejected(f"snapshot {digest} (round {r.round}, {when}, {service}) "
                                   f"does not verify: {e}") from None


def _find_log(record_path: Path, digest: str) -> Path:
    """The verdict log file in the nearest ancestor store of `record_path`."""
    for folder in record_path.resolve().parents:
        candidate = folder / digest[:2] / f"{digest[2:]}.json.zst"
        if candidate.is_file():
            return candidate
    raise Rejected(f"verdict log {digest} not found in any store above the record")


def first_line(error: Exception) -> str:
    """The first line of an error's message (a ValidationError's first error with its location)."""
    if isinstance(error, ValidationError):
        first = error.errors()[0]
        return f"{'.'.join(map(str, first['loc'])) or '$'}: {first['msg']}"
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__
