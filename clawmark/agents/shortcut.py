"""The shortcut agent: the cheat audit. A released task must not let it succeed.

It does the cheapest plausible thing with what the prompt names, without reading any evidence:
every workspace file the prompt names in backticks gets written — JSON files as an object of
every field name the prompt mentions (with the value the prompt gives it, else a placeholder),
CSV files as the prompt's header with one row per neighbouring file (path and SHA-256, the
copy-every-hash loophole), anything else as "done". Its final message is "done".

Tactics are per service (`TACTICS`): a service that can be gamed cheaply (reply "done" to every
message, copy mutated values verbatim) adds one function `(ctx, prompt) -> None`.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import re
from pathlib import Path, PurePosixPath
from typing import Callable

from clawmark.agents.base import Agent, RoundContext, RoundOutcome

PLACEHOLDER = 0
_TICKED = re.compile(r"`([^`\n]+)`")
_FIELD = re.compile(r"^[a-z_][a-z0-9_]*$")
_GIVEN = re.compile(r"`([a-z_][a-z0-9_]*)`\s*(?:=|to|:)\s*`\"?([^`\"]+)\"?`")


def fs_placeholders(ctx: RoundContext, prompt: str) -> None:
    """Write every file the prompt names, filled with the prompt's own words."""
    ticked = _TICKED.findall(prompt)
    fields = {name: PLACEHOLDER for name in ticked if _FIELD.match(name)}
    fields.update(dict(_GIVEN.findall(prompt)))
    headers = [t for t in ticked if "," in t and " " not in t]
    workspace = Path(ctx.workspace)
    for name in ticked:
        rel = PurePosixPath(name)
        if rel.is_absolute() or ".." in rel.parts or "/" not in name or not rel.suffix:
            continue
        target = workspace / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        if rel.suffix == ".json":
            target.write_text(json.dumps(_merged(target, fields), indent=2, sort_keys=True) + "\n")
        elif rel.suffix == ".csv" and headers:
            target.write_text(_register(target, headers[0].split(",")))
        else:
            target.write_text("done\n")


def _merged(target: Path, fields: dict) -> dict:
    try:
        old = json.loads(target.read_text())
    except (OSError, ValueError):
        old = {}
    return {**old, **fields} if isinstance(old, dict) else dict(fields)


def _register(target: Path, header: list[str]) -> str:
    """The header, then per file beside `target`: its relative path and SHA-256 in the columns
    whose names say so (placeholders elsewhere)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    folder = target.parent
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p != target):
        data = {"file": path.relative_to(folder).as_posix(), "sha256": hashlib.sha256(path.read_bytes()).hexdigest()}
        writer.writerow([data.get(column, PLACEHOLDER) for column in header])
    return out.getvalue()


TACTICS: dict[str, Callable[[RoundContext, str], None]] = {"fs": fs_placeholders}


class ShortcutAgent(Agent):
    """The cheat audit: writes what the prompt names without reading any evidence; a released task must fail it."""

    name = "shortcut"

    def run_round(self, ctx: RoundContext) -> RoundOutcome:
        for service in sorted(ctx.endpoints):
            if tactic := TACTICS.get(service):
                tactic(ctx, ctx.prompt)
        return RoundOutcome(final_message="done")
