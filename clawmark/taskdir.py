"""Task folders: find them, load and validate them, and fingerprint their content.

Loading never runs a task's code except to import its checks module, and reports every
problem it finds as a Problem naming the file, the field and (where YAML knows it) the line.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from clawmark.clock import Day, UniverseClock
from clawmark.problems import InputError, Problem
from clawmark.spec import TaskSpec
from clawmark.worldlint import world_problems
from clawmark.yamlfile import read_yaml

SPEC_FILE = "task.yaml"
UNHASHED = {"RELEASE.lock", "NOTES.md", "BUILD.bazel"}
UNHASHED_DIRS = {"__pycache__", "counters"}
UNHASHED_TOP = {"runs"}  # the default run store (`clawmark run` from inside the folder): results, not the task


@dataclass(frozen=True)
class Task:
    """A loaded task: its folder, its spec and the digest of its content."""

    root: Path
    spec: TaskSpec
    digest: str

    @property
    def name(self) -> str:
        """`<scenario>/<id>`, the task's name in tables and the store (TaskSpec.name)."""
        return self.spec.name

    def prompt(self, round_number: int) -> str:
        """The text of round `round_number`'s prompt file (1-based)."""
        return (self.root / self.spec.rounds[round_number - 1].prompt).read_text(encoding="utf-8")


def clock_for(task: Task) -> UniverseClock:
    """The universe clock of `task`'s rounds (its timezone, each round's day and start time)."""
    return UniverseClock(task.spec.timezone, [Day(r.day, r.start) for r in task.spec.rounds])


def discover(paths: list[Path]) -> list[Path]:
    """Task folders under `paths` (each a task folder or a folder holding tasks), sorted, unique.

    Raises InputError for a path that does not exist or holds no task.
    """
    found: set[Path] = set()
    problems = []
    for path in paths:
        if (path / SPEC_FILE).is_file():
            found.add(path.resolve())
            continue
        tasks = {p.parent.resolve() for p in path.rglob(SPEC_FILE)} if path.is_dir() else set()
        if not tasks:
            problems.append(Problem(str(path), "no task folder (with task.yaml) here"))
        found |= tasks
    if problems:
        raise InputError(problems)
    return sorted(found)


def load_task(root: Path) -> Task:
    """Load and validate the task folder `root`.

    Raises InputError listing every problem: YAML syntax, schema errors (unknown, missing or
    ill-typed fields, unknown change kinds), files the spec names that do not exist, and seeds
    and changes a service would refuse on every run (clawmark.worldlint).
    """
    spec_path = root / SPEC_FILE
    shown = _shown(spec_path)
    raw, node = read_yaml(spec_path, shown)
    try:
        spec = TaskSpec.model_validate(raw if raw is not None else {})
    except ValidationError as e:
        raise InputError([schema_problem(shown, err, node) for err in e.errors()]) from None
    missing = [
        Problem(shown, f"file {rel} not found in the task folder", field=field, line=_line(node, loc))
        for field, loc, rel in _named_files(spec)
        if not (root / rel).is_file()
    ]
    if missing:
        raise InputError(missing)
    def at(loc: tuple, message: str) -> Problem:
        return Problem(shown, message, field=_dotted(loc), line=_line(node, loc))

    if world := world_problems(root, spec, at, lambda path, message: Problem(_shown(path), message)):
        raise InputError(world)
    return Task(root=root, spec=spec, digest=content_digest(root, agents={spec.oracle}))


def content_digest(root: Path, agents: set[str] = frozenset()) -> str:
    """SHA-256 over the task folder's files (sorted relative paths and their bytes).

    RELEASE.lock, NOTES.md, BUILD.bazel, __pycache__ and a top-level runs/ (a run store made by
    running from inside the folder) are left out: they do not change what a run does, and
    RELEASE.lock holds a hash of a log that contains this digest. So is
    the agents' code the folder holds (`agents`: the oracle module's relative path, and
    `counters/`): like any agent's, it acts only through the services, whose snapshots the
    log pins; a rewrite that leaves every snapshot alike keeps the verdict hash (the oracle's
    own digest goes to the run record, see OracleAgent.code_digest).
    """
    outer = hashlib.sha256()
    for path in sorted(root.rglob("*"), key=lambda p: p.relative_to(root).as_posix()):
        rel = path.relative_to(root)
        if (not path.is_file() or rel.as_posix() in UNHASHED | agents
                or UNHASHED_DIRS & set(rel.parts) or rel.parts[0] in UNHASHED_TOP):
            continue
        outer.update(rel.as_posix().encode() + b"\0")
        outer.update(hashlib.sha256(path.read_bytes()).digest())
    return outer.hexdigest()


def _named_files(spec: TaskSpec):
    """(field, yaml location, path) for every file the spec names."""
    yield "checks", ("checks",), spec.checks
    yield "oracle", ("oracle",), spec.oracle
    for i, account in enumerate(spec.seed.calendar.accounts):
        for j, calendar in enumerate(account.calendars):
            for k, rel in enumerate(calendar.files):
                loc = ("seed", "calendar", "accounts", i, "calendars", j, "files", k)
                yield _dotted(loc), loc, rel
    for i, r in enumerate(spec.rounds):
        yield f"rounds[{i}].prompt", ("rounds", i, "prompt"), r.prompt
        for group in ("events", "mutations"):
            for j, change in enumerate(getattr(r, group)):
                if getattr(change, "source", None):
                    loc = ("rounds", i, group, j, "source")
                    yield _dotted(loc), loc, change.source
                for k, rel in enumerate(getattr(change, "attachments", ())):
                    loc = ("rounds", i, group, j, "attachments", k)
                    yield _dotted(loc), loc, rel
    for i, account in enumerate(spec.seed.mail.accounts):
        for j, message in enumerate(account.messages):
            base = ("seed", "mail", "accounts", i, "messages", j)
            for loc, rel in [(base + ("source",), message.source)] + [
                (base + ("attachments", k), rel) for k, rel in enumerate(message.attachments)
            ]:
                if rel:
                    yield _dotted(loc), loc, rel


def schema_problem(shown: str, err: dict[str, Any], node) -> Problem:
    """A Problem for one pydantic error `err` in the YAML file `shown` (parsed `node`: for the line).

    Discriminated unions insert their tag into the error location; tags containing a dot (change
    kinds such as `fs.write`) are dropped, so the field reads as written. Messages name no
    internal class.
    """
    loc = tuple(p for p in err["loc"] if not (isinstance(p, str) and "." in p))
    if err["type"] == "union_tag_invalid":
        loc += ("kind",)
    message = err["msg"].removeprefix("Value error, ")
    if err["type"] == "extra_forbidden":
        message = "unknown field (misspelled?)"
    if err["type"] == "model_type":  # pydantic's message names the model class
        value = err["input"]
        found = "a list" if isinstance(value, list) else "empty" if value is None else "a single value"
        message = ("" if loc else "the top level ") + f"must be a mapping (field: value), not {found}"
    return Problem(shown, message, field=_dotted(loc) or None, line=_line(node, loc))


def _dotted(loc: tuple) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _line(node, loc: tuple) -> int | None:
    """1-based line of the YAML node at `loc` (or of its deepest existing ancestor)."""
    line = None
    for part in loc:
        if node is None:
            break
        line = node.start_mark.line + 1
        node = _child(node, part)
    if node is not None:
        line = node.start_mark.line + 1
    return line


def _child(node, part):
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if key.value == part:
                return value
        return None
    if isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
        return node.value[part]
    return None


def _shown(path: Path) -> str:
    """`path` relative to the working directory when it is below it, else as given."""
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)
