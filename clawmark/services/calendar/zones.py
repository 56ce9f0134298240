"""Time zones of calendar items: what a TZID means, and the VTIMEZONEs the harness writes.

A TZID (RFC 5545 §3.2.19) names an IANA zone, a Windows zone (`W. Europe Standard Time`, as
Outlook writes) or a vendor's globally unique id (`/example.org/Europe/Berlin`): icalendar's
timezone provider resolves all three. Any other name is defined only by the VTIMEZONE in the
same calendar object resource (RFC 4791 §4.1), and means that definition. icalendar itself keeps
the first VTIMEZONE it ever parsed under each such name for the whole process (its provider's
cache), so two items defining `Office` differently would read alike, depending on what was parsed
before; `own_zones` therefore builds each item's zones from its own VTIMEZONEs, and `known` asks a
provider of this module's own, whose cache holds IANA lookups only.

The VTIMEZONEs the harness writes (`vtimezone`) are read correctly by Radicale's vobject: the
transitions of `Timezone.from_tzinfo` are written one RDATE property each, because vobject reads
only the first value of a multi-valued RDATE (RFC 5545 §3.8.5.2 allows both), and would otherwise
put every summer time of a seeded zone at winter offset in CalDAV time-range REPORTs.
"""

from __future__ import annotations

import warnings
from datetime import datetime, tzinfo
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import icalendar
from icalendar.timezone import TZP

from clawmark.endpoint import ServiceError

_PROVIDER = TZP()


def known(tzid: str) -> tzinfo | None:
    """The zone an IANA, Windows or globally unique TZID names, or None for any other name."""
    with warnings.catch_warnings():  # a guessed globally unique TZID is what every client does
        warnings.simplefilter("ignore")
        return _PROVIDER.timezone(tzid)


def own_zones(timezones: list[icalendar.Timezone]) -> dict[str, tzinfo]:
    """TZID → zone of the VTIMEZONEs whose TZID `known` does not resolve, each built from its
    own rules (never from icalendar's process-wide cache)."""
    zones = {}
    for component in timezones:
        tzid = str(component.get("TZID", ""))
        if tzid and tzid not in zones and known(tzid) is None:
            try:
                zones[tzid] = component.to_tz(_PROVIDER, lookup_tzid=False)
            except (ValueError, KeyError, TypeError):  # rules icalendar cannot follow: floating
                continue
    return zones


def localised(value: datetime, tzid: str | None, zones: dict[str, tzinfo]) -> datetime:
    """A DATE-TIME value as its TZID means it: the wall time in that zone, floating (naive)
    when the TZID names no zone, unchanged without a TZID (UTC or floating as written)."""
    if tzid is None:
        return value
    zone = known(tzid) or zones.get(tzid)
    wall = value.replace(tzinfo=None)
    return wall.replace(tzinfo=zone) if zone is not None else wall


@lru_cache(maxsize=64)
def vtimezone(tzid: str) -> icalendar.Timezone:
    """The VTIMEZONE of an IANA zone, one RDATE property per transition (built once: building
    one takes milliseconds). Raises ServiceError for a TZID that is not an IANA zone name."""
    try:
        component = icalendar.Timezone.from_tzinfo(ZoneInfo(tzid), tzid)
    except (ZoneInfoNotFoundError, ValueError):
        raise ServiceError(f"unknown TZID {tzid!r}: not an IANA zone and no VTIMEZONE given") from None
    for observance in component.subcomponents:
        listed = observance.pop("RDATE", [])
        for prop in listed if isinstance(listed, list) else [listed]:
            for value in prop.dts:
                observance.add("RDATE", value.dt)
    return component
