"""The universe clock: in-universe time for a task run, never the wall clock.

Each round is one working day with a date and a start time in the task's timezone. While a
round is current, `now()` is that round's start; services stamp what they create with
`stamp()`, which advances one second per call so that stamps are distinct and ordered but
depend only on the sequence of operations, never on how long they took.

The changes before a round (its events and mutations) happen in the night before it: the
workspace's harness writes are stamped `night_stamp()`, from `night_before(round)` on, one second
per write; the seed is as it stood at `night_before(1)`.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

NIGHT = timedelta(hours=6)  # how long before its round a night's changes are stamped


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
        self._night_ticks = 0
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
            self._night_ticks = 0

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

    def night_before(self, number: int) -> datetime:
        """When the changes before round `number` happened (aware, task timezone): 6 h before its
        start (03:00 for a 09:00 start), but never before the middle between the previous round's
        start and its own, so rounds close together keep their order."""
        start = self.round_start(number)
        if number == 1:
            return start - NIGHT
        previous = self.round_start(number - 1)
        return max(start - NIGHT, previous + (start - previous) / 2)

    def night_stamp(self) -> datetime:
        """A fresh instant in the night before the current round: `night_before(round)` plus one
        second per call (the counter restarts with each round), always before the round starts
        for up to 6 h of calls."""
        with self._lock:
            self._night_ticks += 1
            return self.night_before(self._round) + timedelta(seconds=self._night_ticks)
