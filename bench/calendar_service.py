"""Benchmark of the calendar service: Radicale start to ready, seeding and snapshotting 300 events.

Run: .venv/bin/python bench/calendar_service.py [--repeats N]. Prints medians (targets from issue 4:
start to ready ≤ 300 ms, snapshot of 300 events ≤ 100 ms). "after seeding" is the first snapshot of
a seeded world (the records of items the harness wrote are remembered, nothing is parsed);
"agent-written" parses every item, as if an agent had rewritten all 300; "unchanged" is a second
snapshot of the same state (a round's before/after).
"""

from __future__ import annotations

import argparse
from pathlib import Path
import statistics
import tempfile
import time
from datetime import date, datetime, timedelta
from types import SimpleNamespace

from clawmark.clock import Day, UniverseClock
from clawmark.services.calendar.service import CalendarService
from clawmark.services.calendar.spec import CalendarSeed

EVENTS = 300


def events_ics(count: int) -> str:
    """`count` events over ten weeks, every tenth one weekly-recurring, with attendees."""
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ClawMark bench//EN"]
    first = datetime(2024, 3, 4, 8, 0)
    for n in range(count):
        start = first + timedelta(days=n % 70, hours=n % 9)
        lines += ["BEGIN:VEVENT", f"UID:bench-{n:04d}@clawmark.example", f"SUMMARY:Meeting {n}",
                  f"DTSTART;TZID=Europe/Berlin:{start:%Y%m%dT%H%M%S}",
                  f"DTEND;TZID=Europe/Berlin:{start + timedelta(minutes=45):%Y%m%dT%H%M%S}",
                  "ORGANIZER:mailto:maren@northwind.example",
                  "ATTENDEE;PARTSTAT=ACCEPTED:mailto:maren@northwind.example",
                  f"ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:guest{n % 7}@example.com"]
        if n % 10 == 0:
            lines.append("RRULE:FREQ=WEEKLY;COUNT=10")
        lines.append("END:VEVENT")
    return "\r\n".join([*lines, "END:VCALENDAR", ""])


def task_folder(root: Path) -> SimpleNamespace:
    """A task spec stand-in holding only what the calendar's seed reads, with its files under `root`."""
    (root / "seed").mkdir(parents=True)
    (root / "seed" / "bench.ics").write_text(events_ics(EVENTS))
    seed = CalendarSeed.model_validate({"accounts": [{"user": "maren", "calendars": [
        {"id": "work", "name": "Work", "files": ["seed/bench.ics"]}]}]})
    return SimpleNamespace(seed=SimpleNamespace(calendar=seed), timezone="Europe/Berlin")


def line(label: str, samples: list[float]) -> None:
    print(f"{label:<52}median {statistics.median(samples) * 1000:8.1f} ms  (n={len(samples)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    clock = UniverseClock("Europe/Berlin", [Day(date(2024, 3, 4), datetime.min.time())])
    with tempfile.TemporaryDirectory(dir="/tmp") as tmp:
        starts = []
        for n in range(args.repeats):
            service, state = CalendarService(), Path(tmp) / f"start-{n}"
            state.mkdir()
            began = time.perf_counter()
            try:
                service.start(state, clock)
                starts.append(time.perf_counter() - began)
            finally:
                service.stop()
        line("calendar start to ready", starts)
        service, state = CalendarService(), Path(tmp) / "seeded"
        state.mkdir()
        try:
            service.start(state, clock)
            began = time.perf_counter()
            service.seed(task_folder(Path(tmp) / "task"), Path(tmp) / "task")
            line(f"calendar seed of {EVENTS} events (CalDAV PUTs)", [time.perf_counter() - began])
            seeded = dict(service.parsed)
            fresh, parsed, warm = [], [], []
            for _ in range(args.repeats):
                for samples, remembered in ((fresh, seeded), (parsed, {}), (warm, None)):
                    if remembered is not None:
                        service.parsed = dict(remembered)
                    began = time.perf_counter()
                    snapshot = service.snapshot()
                    samples.append(time.perf_counter() - began)
            assert len(snapshot.data["calendars"][0]["events"]) == EVENTS
            line(f"calendar snapshot of {EVENTS} events, after seeding", fresh)
            line(f"calendar snapshot of {EVENTS} events, agent-written", parsed)
            line(f"calendar snapshot of {EVENTS} events, unchanged", warm)
        finally:
            service.stop()


if __name__ == "__main__":
    main()
