"""A small calendar task folder and a started, seeded CalendarService for the calendar tests."""

from __future__ import annotations

import shutil
from contextlib import contextmanager
from pathlib import Path

from clawmark.clock import Day, UniverseClock
from clawmark.services.calendar.service import CalendarService
from clawmark.taskdir import Task, load_task

DATA = Path(__file__).parent / "data" / "calendar"

SPEC = """\
id: calendar-tiny
version: 1
title: A tiny calendar task
scenario: testing
role: assistant
principal: {name: Maren Lindqvist}
timezone: Europe/Berlin
services: [calendar]
seed:
  calendar:
    accounts:
      - user: maren
        calendars:
          - {id: work, name: Work, files: [seed/calendar/work.ics, seed/calendar/review.ics]}
          - {id: empty, name: Nothing yet}
      - user: lukas
        calendars:
          - {id: work, name: Lukas work}
rounds:
  - day: 2024-03-11
    prompt: rounds/01.md
  - day: 2024-03-12
    prompt: rounds/02.md
checks: checks.py
oracle: oracle.py
"""


def write_calendar_task(root: Path, spec: str = SPEC) -> Task:
    """Write the task folder into `root` and load it."""
    (root / "seed" / "calendar").mkdir(parents=True)
    (root / "rounds").mkdir()
    for name in ("work.ics", "review.ics"):
        shutil.copy(DATA / name, root / "seed" / "calendar" / name)
    (root / "task.yaml").write_text(spec)
    (root / "rounds" / "01.md").write_text("Look at the calendar.\n")
    (root / "rounds" / "02.md").write_text("Look again.\n")
    (root / "checks.py").write_text("")
    (root / "oracle.py").write_text("")
    return load_task(root)


def clock_of(task: Task) -> UniverseClock:
    return UniverseClock(task.spec.timezone, [Day(r.day, r.start) for r in task.spec.rounds])


@contextmanager
def running(task: Task, state_dir: Path):
    """A started and seeded CalendarService; yields (service, endpoint)."""
    service = CalendarService()
    state_dir.mkdir(parents=True)
    try:
        service.start(state_dir, clock_of(task))
        endpoint = service.seed(task.spec, task.root)
        yield service, endpoint
    finally:
        service.stop()
