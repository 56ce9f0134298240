"""`clawmark new`: the skeleton of a new task, a folder that validates (and runs) at once.

    tasks/<scenario>/<task-id>/
      task.yaml            the spec: chosen services' seeds, one round per day, an event and a
                           silent mutation on every day after the first
      rounds/0<n>.md       one prompt per day
      seed/fs/HANDBOOK.md  the role's standing instructions (sources change without notice)
      seed/<service>/…     the services' seeds
      artifacts/           recipes.yaml (a photographed delivery note) and the MANIFEST it built
      checks.py            per day an example check and the red line paired with it
      oracle.py            per day a round function
      NOTES.md             Intent, Days, Traps, Known loopholes, Playtest
      BUILD.bazel          clawmark_task()

Each day is one small piece of work in one of the chosen services (clawmark.scaffold.part): the
oracle scores 100, doing nothing fails, and every TODO marks what the author replaces.
"""

from __future__ import annotations

import json
import re
from datetime import date, timedelta
from pathlib import Path

import yaml

from clawmark.scaffold.calendar import Calendar
from clawmark.scaffold.kb import Kb
from clawmark.scaffold.mail import Mail
from clawmark.scaffold.part import PHOTO, PHOTO_AMOUNT, Day, Part, Story
from clawmark.scaffold.sheets import Sheets
from clawmark.scaffold.workspace import Workspace

PARTS: dict[str, type[Part]] = {p.service: p for p in (Workspace, Sheets, Kb, Mail, Calendar)}


def day_services(services: list[str], days: int) -> list[str]:
    """The service of each day: the chosen ones in turn, calendar last (its value is a room, not
    the photo's figure), the workspace when none is chosen or the first would be the calendar."""
    order = [s for s in services if s not in ("fs", "calendar")] + [s for s in services if s == "calendar"]
    if not order or order[0] == "calendar":
        order.insert(0, "fs")
    return [order[i % len(order)] for i in range(days)]


def working_days(start: date, count: int) -> list[date]:
    """`count` weekdays from `start` on (Saturdays and Sundays skipped)."""
    found, day = [], start
    while len(found) < count:
        if day.weekday() < 5:
            found.append(day)
        day += timedelta(days=1)
    return found


def scaffold(root: Path, scenario: str, task_id: str, services: list[str], days: int, start: date,
             timezone: str, principal: str) -> list[Path]:
    """Write the skeleton of task `scenario/task_id` into the new folder `root`; return its files.

    services: besides fs, in task.yaml order; days: 2–6. Raises FileExistsError when `root`
    exists. The artifacts are not built here (clawmark.artifacts.bundle.build does that).
    """
    login = principal.split()[0].lower()
    story = Story(task_id, principal, login, f"{task_id}.example", timezone)
    plan = [Day(n, d, s) for n, (d, s) in enumerate(zip(working_days(start, days), day_services(services, days)), 1)]
    # every chosen service gets its part, so one that no day uses is still seeded (an empty calendar…)
    used = dict.fromkeys([*(d.service for d in plan), *(s for s in services if s in PARTS)])
    parts = {s: PARTS[s]([d for d in plan if d.service == s], story) for s in used}
    files: dict[str, str] = {}
    seeds = {}
    for service, part in parts.items():
        seed, seed_files = part.seed()
        files |= seed_files
        if seed is not None:
            seeds[service] = seed
    files |= {
        "task.yaml": task_yaml(scenario, task_id, services, plan, parts, seeds, story),
        **{f"rounds/0{d.number}.md": prompt(d, parts[d.service], story) for d in plan},
        "seed/fs/HANDBOOK.md": HANDBOOK,
        "artifacts/recipes.yaml": RECIPES,
        "checks.py": checks_py(scenario, task_id, plan, parts, story),
        "oracle.py": oracle_py(scenario, task_id, plan, parts, story),
        "NOTES.md": notes(scenario, task_id, plan),
        "BUILD.bazel": 'load("//tools/bazel:defs.bzl", "clawmark_task")\n\nclawmark_task()\n',
    }
    root.mkdir(parents=True)
    written = []
    for rel, text in sorted(files.items()):
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def task_yaml(scenario, task_id, services, plan, parts, seeds, story) -> str:
    rounds = []
    for d in plan:
        entry = {"day": d.date, "start": "09:00", "prompt": f"rounds/0{d.number}.md"}
        if d.mutation_id:
            entry["events"] = [{"id": f"memo-day-{d.number}", "kind": "fs.write", "path": f"inbox/memo-day-{d.number}.md",
                                "content": f"TODO: an announced change of day {d.number} (the example asks nothing).\n",
                                "notice": f"{story.principal} left a note in inbox/memo-day-{d.number}.md."}]
            entry["mutations"] = [parts[d.service].mutation(d)]
        rounds.append(entry)
    spec = {
        "id": task_id, "version": 1, "title": "TODO: one line naming the story", "scenario": scenario,
        "role": "TODO: who the agent works as, e.g. accounts payable clerk at a wholesaler",
        "principal": {"name": story.principal, "title": "TODO: their job title, organisation",
                      **({"email": story.principal_email} if {"mail", "calendar"} & set(services) else {})},
        "timezone": story.timezone, "services": services,
        **({"seed": seeds} if seeds else {}), "rounds": rounds, "limits": {"round_timeout_s": 1800},
        "scope": {service: entries for service, part in parts.items() if (entries := part.scope())},
    }
    body = yaml.dump(spec, Dumper=SpecDumper, sort_keys=False, allow_unicode=True, width=110)
    return (f"# {scenario}/{task_id}: the task spec. Every field: `clawmark schema task`; how to write a task:\n"
            "# the README's authoring guide. Replace every TODO (and the example ITEM-<n> work).\n" + body)


class SpecDumper(yaml.SafeDumper):
    """YAML as an author writes it: text with newlines as `|` blocks, short lists of plain values inline."""


def _text(dumper: yaml.SafeDumper, text: str) -> yaml.Node:
    style = "|" if "\n" in text else '"' if re.fullmatch(r"\d{1,2}:\d{2}", text) else None  # YAML 1.1 reads 10:30 as 630
    return dumper.represent_scalar("tag:yaml.org,2002:str", text, style=style)


def _list(dumper: yaml.SafeDumper, items: list) -> yaml.Node:
    flat = all(isinstance(i, (str, int)) and "\n" not in str(i) for i in items) or all(
        isinstance(i, list) and all(isinstance(j, (str, int)) for j in i) for i in items)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", items, flow_style=flat)


SpecDumper.add_representer(str, _text)
SpecDumper.add_representer(list, _list)


def prompt(day: Day, part: Part, story: Story) -> str:
    memo = f" Also read today's note in `inbox/memo-day-{day.number}.md`." if day.mutation_id else ""
    return (f"Good morning. TODO: day {day.number}'s request, as {story.principal} would write it (goal-level: "
            "where the office keeps its rules, say so; never mention a silent change).\n\n"
            f"{part.prompt(day)}{memo}\n")


def checks_py(scenario, task_id, plan, parts, story) -> str:
    constants = "".join(p.check_constants.format(colleague=story.colleague) for p in parts.values())
    amounts = any(p.service in ("fs", "sheets", "kb") for p in parts.values())
    days = "".join(f"\n\n# Day {d.number} — {d.date:%A %d %B}: {d.item} in {d.service}"
                   f"{f' (changed silently: {d.mutation_id})' if d.mutation_id else ' (only on the photo)'}.\n"
                   + parts[d.service].checks(d) for d in plan)
    return (f'"""Checks of {scenario}/{task_id}. TODO: what they decide, on which structured facts.\n\n'
            "Each example day has a check that needs a value the agent had to find (day 1: only on the\n"
            "photographed delivery note; later days: after a silent change) and a red line paired with it.\n"
            "Replace them with the task's checks (6–29 in all).\n\"\"\"\n\n"
            "from checkers import State, Verdict, check\n"
            + ("from checkers.values import same_amount\n" if amounts else "")
            + (f"\n{constants}" if constants else "") + days)


def oracle_py(scenario, task_id, plan, parts, story) -> str:
    lines = {line for part in parts.values() for line in part.oracle_imports.splitlines() if line}
    stdlib = sorted((line for line in lines if not line.startswith("from clawmark")), key=_module)
    kit = sorted(["from clawmark.oracle_kit import Kit", *(line for line in lines if line.startswith("from clawmark"))])
    imports = "\n".join(stdlib) + ("\n\n" if stdlib else "") + _merged(kit)
    helpers = "\n".join(p.oracle_helpers for p in parts.values())
    rounds = "".join(f"\n\ndef round_{d.number}(ctx):\n    kit = Kit(ctx, name={json.dumps(story.principal)})\n"
                     f"{parts[d.service].oracle(d)}    return \"Day {d.number}: {d.item} done.\"\n" for d in plan)
    return (f'"""Reference solution of {scenario}/{task_id}: one function per day, acting only through the\n'
            "services' own protocols and the workspace, as an agent could — here with the oracle kit\n"
            "(clawmark.oracle_kit: the real clients, from the same environment an agent gets). TODO: the\n"
            "task's real work. Facts only a picture shows are written as read:\n"
            f'day 1: EUR {PHOTO_AMOUNT} on {PHOTO}."""\n\n'
            f"{imports}\n\n{helpers}{rounds}")


def _merged(kit_imports: list[str]) -> str:
    """`from clawmark.oracle_kit import A` lines as one import of every name."""
    names = sorted({name.strip() for line in kit_imports for name in line.split(" import ", 1)[1].split(",")})
    return f"from clawmark.oracle_kit import {', '.join(names)}"


def _module(import_line: str) -> str:
    return import_line.split()[1]


def notes(scenario, task_id, plan) -> str:
    days = "\n".join(f"{d.number}. {d.date:%a %d %b}: {d.item} in {d.service}"
                     + (f"; event `memo-day-{d.number}`; silent mutation `{d.mutation_id}`" if d.mutation_id
                        else f"; evidence: {PHOTO} (the amount is only on the photo)") for d in plan)
    return f"""# {scenario}/{task_id} — author notes

## Intent
TODO: in three sentences: who the agent works as, what a good week's work is, and what makes it
hard — the world (a silent change, conflicting sources, a rule in the handbook), never tricks.

## Days
{days}

TODO: for each day, what happens in the world and what the agent must do.

## Traps
TODO: every tempting wrong path (a stale figure, a forged sender, a leak), and the check or
counter that catches it.

## Known loopholes
TODO: what the checks cannot tell apart, and why that is acceptable.

## Playtest
TODO: play the task as an agent would (`clawmark play tasks/{scenario}/{task_id} --label <you>`),
then judge each failed check: AGENT (the play was wrong), CHECK (the check failed right work: fix
it) or PROMPT (the prompt misled: fix it).

| who | date | score | failed check | verdict | fix |
|---|---|---|---|---|---|
"""


HANDBOOK = """# Handbook

TODO: the standing instructions of the role: the office's rules, formats and templates, and where
they live. The agent is expected to find and apply them.

- Figures in our systems (files, spreadsheets, the knowledge base, mail) are corrected without
  notice: read them again each day before you use them.
"""

RECIPES = f"""# Raw evidence of the task; `clawmark artifacts build` writes the files and MANIFEST.
# Every kind, layout and field: `clawmark schema recipes`. TODO: the task's own evidence.
artifacts:
  - path: seed/fs/{PHOTO}
    kind: image
    size: [700, 900]
    background: [110, 96, 84]
    seed: 1
    layout:
      type: page
      lines: ["Delivery note DN-0001", "", "Item: ITEM-1", "Amount: EUR {PHOTO_AMOUNT}", "", "Received in good order."]
    photo: {{rotate: 1.5, lighting: 20, noise: 4}}
    facts:
      amount: "EUR {PHOTO_AMOUNT}"
"""

