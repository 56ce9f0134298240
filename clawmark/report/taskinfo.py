"""What a drill-down shows from a run's task folder: prompts, announced events, silent mutations,
and which checks detect which mutation.

The verdict log names events and mutations by id only, and does not say which check watches
which silent change (that is the `detects=` of a check in checks.py). The run record keeps the
task folder's path (`task_root`); the folder is read only when its content digest is the one
the verdict log pins, so a drill-down never shows a prompt or a check mapping from another
version of the task. Reading imports the checks module (as `clawmark lint` does) but runs no
check and no agent.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from clawmark.changes import Change
from clawmark.records import first_line

SHOWN_VALUE = 80  # characters of one field of a change shown in a drill-down


@dataclass(frozen=True)
class TaskInfo:
    """The facts of one task version; `note` says why they are missing when `prompts` is empty.

    prompts: round number → the wake-up prompt as the agent read it (clawmark.prompts);
    events: id → the notice announced; mutations: id → "kind field=value …";
    detects: check id → the id of the silent mutation it detects.
    """

    note: str = ""
    prompts: dict[int, str] = field(default_factory=dict)
    events: dict[str, str] = field(default_factory=dict)
    mutations: dict[str, str] = field(default_factory=dict)
    detects: dict[str, str] = field(default_factory=dict)


def change_summary(change: Change) -> str:
    """`kind` and the change's own fields, e.g. "fs.write path=data/total.txt content='12\\n'".

    Each value is shown as JSON (strings with repr quoting), cut to SHOWN_VALUE characters.
    """
    fields = change.model_dump(mode="json", exclude={"id", "notice", "kind"}, exclude_none=True)
    shown = []
    for name, value in fields.items():
        text = repr(value) if isinstance(value, str) else json.dumps(value, ensure_ascii=False, sort_keys=True)
        shown.append(f"{name}={text if len(text) <= SHOWN_VALUE else text[:SHOWN_VALUE - 1] + '…'}")
    return " ".join([change.kind, *shown])  # type: ignore[attr-defined]


def task_info(task_root: str | None, digest: str) -> TaskInfo:
    """The TaskInfo of the task folder at `task_root` if its content digest is `digest`.

    Never raises: a missing, changed or unloadable folder gives a TaskInfo with only a note.
    """
    from clawmark.lint import task_checks  # the harness's own loaders, imported on use
    from clawmark.prompts import wake_up_prompt
    from clawmark.taskdir import SPEC_FILE, clock_for, load_task

    if not task_root:
        return TaskInfo(note="the run record does not name its task folder")
    root = Path(task_root)
    if not (root / SPEC_FILE).is_file():
        return TaskInfo(note=f"task folder {root} is not here")
    try:
        task = load_task(root)
        if task.digest != digest:
            return TaskInfo(note=f"task folder {root} has changed since the run (digest {task.digest[:12]}, "
                                 f"the run's {digest[:12]})")
        checks = task_checks(task)
    except Exception as e:  # noqa: BLE001 — an unloadable folder leaves a note, never a crash
        return TaskInfo(note=f"task folder {root} does not load ({type(e).__name__}: {first_line(e)})")
    spec, clock = task.spec, clock_for(task)
    return TaskInfo(
        prompts={n: wake_up_prompt(task, n, clock.round_start(n)) for n in range(1, len(spec.rounds) + 1)},
        events={e.id: e.notice or "" for r in spec.rounds for e in r.events},
        mutations={m.id: change_summary(m) for r in spec.rounds for m in r.mutations},
        detects={c.id: c.detects for c in checks if c.detects},
    )
