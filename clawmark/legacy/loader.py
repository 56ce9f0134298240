"""Find and load original ClawMark tasks: `tasks/<scenario>/task<N>/task.py` (format `clawmark-v1`).

A task module defines METADATA (dict with id, name, category, environments), PROMPT (str),
async `stage0(ctx)…stageN(ctx)` (contiguous) and RUBRIC ({"stage<K>" | "final": [{id, checker,
weight}]}). Loading imports the module (its top level only); a module that fails to import or
breaks the format becomes a LoadFault naming the file and the rule, never a traceback.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from clawmark.pyfile import import_path
from clawmark.taskdir import SPEC_FILE, content_digest

TASK_FILE = "task.py"
FORMAT = "clawmark-v1"


@dataclass(frozen=True)
class RubricItem:
    """One rubric entry: `checker` is `async (ctx) -> bool`; `weight` as written (int or float)."""

    id: str
    checker: Callable
    weight: float
    stage: str

    @property
    def red_line(self) -> bool:
        """True when the id or the checker's docstring says "red line" (any case, with or without
        `-`, `_` or a space) or "红线": such items become red lines in strict scoring."""
        text = f"{self.id} {self.checker.__doc__ or ''}".lower().replace("-", "").replace(" ", "").replace("_", "")
        return "redline" in text or "红线" in text


@dataclass(frozen=True)
class LegacyTask:
    """A loaded original task."""

    root: Path
    scenario: str
    metadata: dict[str, Any]
    prompt: str
    stages: list[Callable]
    rubric: list[RubricItem] = field(default_factory=list)
    digest: str = ""

    @property
    def name(self) -> str:
        """`<scenario>/<folder>`, e.g. `hr/task1`."""
        return f"{self.scenario}/{self.root.name}"


class LoadFault(Exception):
    """A task folder that cannot be loaded; str() names the file and the problem."""


def is_legacy(path: Path) -> bool:
    """True when `path` is, or holds, original-format tasks (task.py and no task.yaml)."""
    if (path / SPEC_FILE).is_file():
        return False
    if (path / TASK_FILE).is_file():
        return True
    return path.is_dir() and any(path.rglob(TASK_FILE)) and not any(path.rglob(SPEC_FILE))


def discover_legacy(paths: list[Path]) -> list[Path]:
    """Task folders (holding task.py) under `paths`, sorted by scenario and task number."""
    found = set()
    for path in paths:
        found |= {path.resolve()} if (path / TASK_FILE).is_file() else {p.parent.resolve() for p in path.rglob(TASK_FILE)}
    return sorted(found, key=lambda p: (p.parent.name, _number(p.name), p.name))


def _number(name: str) -> int:
    digits = "".join(c for c in name if c.isdigit())
    return int(digits) if digits else 0


def load_legacy(root: Path) -> LegacyTask:
    """Load the task folder `root`; raises LoadFault naming what is wrong."""
    shown = f"{root.parent.name}/{root.name}/{TASK_FILE}"
    try:
        module = import_path(root / TASK_FILE, f"clawmark_v1_{root.parent.name}_{root.name}")
    except Exception as e:
        raise LoadFault(f"{shown}: cannot import: {type(e).__name__}: {e}") from e
    metadata = getattr(module, "METADATA", None)
    prompt = getattr(module, "PROMPT", None)
    if not isinstance(metadata, dict) or "id" not in metadata:
        raise LoadFault(f"{shown}: METADATA must be a dict with an 'id'")
    if not isinstance(prompt, str) or not prompt.strip():
        raise LoadFault(f"{shown}: PROMPT must be a non-empty string")
    stages = []
    while callable(fn := getattr(module, f"stage{len(stages)}", None)):
        if not asyncio.iscoroutinefunction(fn):
            raise LoadFault(f"{shown}: stage{len(stages)} must be 'async def'")
        stages.append(fn)
    if not stages:
        raise LoadFault(f"{shown}: no stage0")
    raw = getattr(module, "RUBRIC", None)
    if not isinstance(raw, dict):
        raise LoadFault(f"{shown}: RUBRIC must be a dict")
    known = {f"stage{k}" for k in range(len(stages))} | {"final"}
    rubric = []
    for key, entries in raw.items():
        if key not in known:
            raise LoadFault(f"{shown}: RUBRIC key {key!r} names no stage")
        for i, e in enumerate(entries):
            if not (isinstance(e, dict) and callable(e.get("checker")) and "id" in e):
                raise LoadFault(f"{shown}: RUBRIC[{key!r}][{i}] needs 'id' and a callable 'checker'")
            rubric.append(RubricItem(str(e["id"]), e["checker"], e.get("weight", 1.0), key))
    return LegacyTask(root, root.parent.name, metadata, prompt, stages, rubric, content_digest(root))
