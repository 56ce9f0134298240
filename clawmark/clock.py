"""The universe clock: in-universe time for a task run, never the wall clock.

Each round is one working day with a date and a start time in the task's timezone. While a
round is current, `now()` is that round's start; services stamp what they create with
`stamp()`, which advances one second per call so that stamps are distinct and ordered but
depend only on the sequence of operations, never on how long they took.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo


@dataclass(frozen=True)
class Day:
    """One working day of a task: the round's date and start time (local to the task's timezone)."""

    date: date
    start: time


class UniverseClock:
    """In-universe time for one task run.

    `days` lists the rounds' days in order; round numbers are 1-based. Thread-safe: services
    running in threads may call `stamp()` concurrently.
    """

    def __init__(self, timezone: str, days: list[Day]):
        self.tz = ZoneInfo(timezone)
        self.days = days
        self._round = 1
        self._ticks = 0
        self._lock = threading.Lock()

    @property
    def round(self) -> int:
        """The current round (1-based)."""
        return self._round

    def set_round(self, number: int) -> None:
        """Make round `number` current; raises ValueError outside 1..len(days)."""
        if not 1 <= number <= len(self.days):
            raise ValueError(f"round {number} outside 1..{len(self.days)}")
        with self._lock:
            self._round = number
            self._ticks = 0

    def round_start(self, number: int) -> datetime:
        """Start of round `number` as an aware datetime in the task's timezone."""
        day = self.days[number - 1]
        return datetime.combine(day.date, day.start, tzinfo=self.tz)

    def now(self) -> datetime:
        """The current round's start (aware, task timezone)."""
        return self.round_start(self._round)

    def stamp(self) -> datetime:
        """A fresh, strictly increasing in-universe instant within the current round."""
        with self._lock:
            self._ticks += 1
            return self.now() + timedelta(seconds=self._ticks)
