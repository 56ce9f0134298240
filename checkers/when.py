"""Dates and times written in prose, read the common ways, for checks on what a message says.

    moments_in("Thursday, 23 May 2024 at 2 pm (12:00 UTC)", reference=date(2024, 5, 20), tz=BERLIN)
      -> [datetime(2024, 5, 23, 14, 0, tzinfo=BERLIN), datetime(2024, 5, 23, 14, 0, tzinfo=BERLIN)]

Dates: ISO `2024-05-23`, `23.05.2024` and `23.05.` (day first), `23/05/2024` or `05/23/2024`
(either order that makes a date), `23 May 2024`, `23rd of May`, `May 23rd, 2024`, `Thu 23 May`
(English month names and their three-letter forms), a weekday alone (`Thursday`: the first such
day from the reference date on, so also `next Thursday` within the week), `today`, `tomorrow`.
A year left out is the reference date's. Times: `14:00`, `14.00`, `2:30 pm`, `2pm`, `2 p.m.`,
`14h`, `14h30`, `noon`; an explicit zone after the time (`UTC`, `GMT`, `Z`, `+02:00`, `CEST`…)
is converted into `tz`; without one the time is `tz`'s wall time. `14:00-15:30` is a range (two
times); a `-hh:mm` offset counts only after an ISO `T` time. A moment is a date and a time
at most `NEAR` characters apart, in either order (`23 May … at 14:00`, `14:00 on 23 May`), or an
ISO 8601 date-time. Pure: the reference date is given, never read from a clock.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

NEAR = 80  # characters between a date and its time
MONTHS = {m: n for n, names in enumerate(
    ["january jan", "february feb", "march mar", "april apr", "may", "june jun", "july jul",
     "august aug", "september sep sept", "october oct", "november nov", "december dec"], 1) for m in names.split()}
WEEKDAYS = {d: n for n, names in enumerate(
    ["monday mon", "tuesday tue tues", "wednesday wed", "thursday thu thur thurs", "friday fri",
     "saturday sat", "sunday sun"]) for d in names.split()}
ZONES = {"utc": 0, "gmt": 0, "z": 0, "wet": 0, "bst": 60, "cet": 60, "cest": 120, "eet": 120, "eest": 180,
         "est": -300, "edt": -240, "cst": -360, "cdt": -300, "mst": -420, "mdt": -360, "pst": -480, "pdt": -420}

_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
_WEEKDAY = "|".join(sorted(WEEKDAYS, key=len, reverse=True))
_ORD = r"(?:st|nd|rd|th)?"
def _zone(name: str) -> str:
    return rf"(?:\s*\(?\s*(?P<{name}>utc|gmt|z|[a-z]{{2,3}}t|[+-]\d{{2}}:?\d{{2}})\b\)?)?"



DATES = re.compile(
    rf"(?P<iso>(?P<iy>\d{{4}})-(?P<im>\d{{1,2}})-(?P<id>\d{{1,2}}))(?![\d])"
    rf"|(?<![\d.])(?P<dd>\d{{1,2}})\.(?P<dm>\d{{1,2}})\.(?P<dy>\d{{2,4}})?(?![\d])"
    rf"|(?<![\d/])(?P<sa>\d{{1,2}})/(?P<sb>\d{{1,2}})(?:/(?P<sy>\d{{2,4}}))?(?![\d/])"
    rf"|\b(?P<nd>\d{{1,2}}){_ORD}\.?\s+(?:of\s+)?(?P<nm>{_MONTH})\.?(?:,?\s+(?P<ny>\d{{4}}))?\b"
    rf"|\b(?P<mm>{_MONTH})\.?\s+(?:the\s+)?(?P<md>\d{{1,2}}){_ORD}\b(?:,?\s+(?P<my>\d{{4}}))?"
    rf"|\b(?P<wd>{_WEEKDAY})\b\.?"
    rf"|\b(?P<rel>today|tomorrow)\b",
    re.IGNORECASE)
TIMES = re.compile(
    rf"(?<![\d.:])(?P<h>\d{{1,2}})[:.](?P<m>\d{{2}})(?!\d|[.,]\d)(?:\s*(?P<ap>[ap])\.?\s?m\b\.?)?{_zone('z1')}"
    rf"|(?<![\d.:])(?P<h2>\d{{1,2}})\s*(?P<ap2>[ap])\.?\s?m\b\.?{_zone('z2')}"
    rf"|(?<![\d.:])(?P<h3>\d{{1,2}})h(?P<m3>\d{{2}})?\b{_zone('z3')}"
    rf"|\b(?P<noon>noon|midday)\b",
    re.IGNORECASE)


@dataclass(frozen=True)
class _Mention:
    start: int
    end: int
    value: object  # a list of candidate dates, or (time, minutes east of UTC or None)


def moments_in(text: str, reference: date, tz: ZoneInfo) -> list[datetime]:
    """Every date-and-time `text` states, as aware datetimes in `tz`, in order of the dates.

    reference: the day the text was written (resolves weekdays, `tomorrow` and missing years).

    >>> moments_in("Our call is now on 12 June at 09:00.", date(2024, 6, 11), BERLIN)
    [datetime.datetime(2024, 6, 12, 9, 0, tzinfo=zoneinfo.ZoneInfo(key='Europe/Berlin'))]
    """
    dates, times = _dates(text, reference), _times(text)
    found = []
    for d in dates:
        for t in times:
            gap = t.start - d.end if t.start >= d.end else d.start - t.end
            if 0 <= gap <= NEAR:
                found += [_moment(day, *t.value, tz) for day in d.value]
    return found


def dates_in(text: str, reference: date) -> list[date]:
    """Every calendar date `text` states (the notations of the module's docstring), in order;
    an ambiguous `05/06` gives both readings, and a weekday written with its date (`Mon 27 May`)
    counts once. reference: the day the text was written (resolves a weekday alone, `today`,
    `tomorrow` and missing years).

    >>> dates_in("ATL-220: finish Mon 27 May (was 2024-05-17), review Thursday", date(2024, 5, 15))
    [datetime.date(2024, 5, 27), datetime.date(2024, 5, 17), datetime.date(2024, 5, 16)]
    """
    mentions = _dates(text, reference)
    kept = [m for m, after in zip(mentions, mentions[1:] + [None])
            if not (after and WEEKDAY_ALONE.fullmatch(text[m.start:m.end]) and 0 <= after.start - m.end <= 3)]
    return [day for mention in kept for day in mention.value]


WEEKDAY_ALONE = re.compile(rf"(?:{_WEEKDAY})\.?", re.IGNORECASE)


def _moment(day: date, at: time, offset: int | None, tz: ZoneInfo) -> datetime:
    if offset is None:
        return datetime.combine(day, at, tzinfo=tz)
    return datetime.combine(day, at, tzinfo=timezone(timedelta(minutes=offset))).astimezone(tz)


def _dates(text: str, reference: date) -> list[_Mention]:
    found = []
    for m in DATES.finditer(text):
        g = m.groupdict()
        if g["iso"]:
            candidates = [(g["iy"], g["im"], g["id"])]
        elif g["dd"]:
            candidates = [(g["dy"], g["dm"], g["dd"])]
        elif g["sa"]:
            candidates = [(g["sy"], g["sb"], g["sa"]), (g["sy"], g["sa"], g["sb"])]
        elif g["nd"]:
            candidates = [(g["ny"], MONTHS[g["nm"].lower()], g["nd"])]
        elif g["mm"]:
            candidates = [(g["my"], MONTHS[g["mm"].lower()], g["md"])]
        elif g["wd"]:
            ahead = (WEEKDAYS[g["wd"].lower()] - reference.weekday()) % 7
            found.append(_Mention(m.start(), m.end(), [reference + timedelta(days=ahead)]))
            continue
        else:
            found.append(_Mention(m.start(), m.end(), [reference + timedelta(days=g["rel"].lower() == "tomorrow")]))
            continue
        days = sorted({d for c in candidates if (d := _date(*c, reference)) is not None})
        if days:
            found.append(_Mention(m.start(), m.end(), days))
    return found


def _date(year, month, day, reference: date) -> date | None:
    y = int(year) if year else reference.year
    y += 2000 if y < 100 else 0
    try:
        return date(y, int(month), int(day))
    except ValueError:
        return None


def _times(text: str, shift: int = 0) -> list[_Mention]:
    """Every time of day in `text` (positions moved by `shift`, for a part of a longer text)."""
    found = []
    for m in TIMES.finditer(text):
        g = m.groupdict()
        if g["noon"]:
            hour, minute, ampm = 12, 0, None
        else:
            hour = int(g["h"] or g["h2"] or g["h3"])
            minute = int(g["m"] or g["m3"] or 0)
            ampm = (g["ap"] or g["ap2"] or "").lower() or None
        if ampm:
            if not 1 <= hour <= 12:
                continue
            hour = hour % 12 + (12 if ampm == "p" else 0)
        if hour > 23 or minute > 59:
            continue
        group = next((z for z in ("z1", "z2", "z3") if g[z]), None)
        zone = g[group] if group else None
        if zone and zone[0] == "-" and not ampm and text[m.start() - 1:m.start()] not in ("T", "t"):
            # "13:30-15:30" is a range (two times), not 13:30 at UTC-15:30; an offset after a
            # plain time is written "+02:00", a zone name or "UTC"; after an ISO "T" time, "-04:00".
            found.append(_Mention(m.start() + shift, m.start(group) + shift, (time(hour, minute), None)))
            found += _times(text[m.start(group) + 1:m.end()], shift + m.start(group) + 1)
            continue
        found.append(_Mention(m.start() + shift, m.end() + shift, (time(hour, minute), _offset(zone))))
    return found


def _offset(zone: str | None) -> int | None:
    """Minutes east of UTC of an explicit zone, None when there is none (or it is unknown)."""
    if not zone:
        return None
    zone = zone.lower()
    if zone[0] in "+-":
        digits = zone[1:].replace(":", "")
        return (1 if zone[0] == "+" else -1) * (int(digits[:2]) * 60 + int(digits[2:]))
    return ZONES.get(zone)
