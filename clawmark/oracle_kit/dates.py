"""Working days: the office calendar arithmetic tasks keep asking for (Monday to Friday)."""

from __future__ import annotations

from datetime import date, timedelta


def add_business_days(day: date, count: int) -> date:
    """The day `count` working days (Mon–Fri) after `day`, or before it when `count` is negative;
    `day` itself for 0. Public holidays are not known here: skip them yourself."""
    step = timedelta(days=1 if count >= 0 else -1)
    for _ in range(abs(count)):
        day += step
        while day.weekday() >= 5:
            day += step
    return day
