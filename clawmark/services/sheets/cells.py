"""Cell values: what a cell holds, how USER_ENTERED text becomes it, and its JSON encodings.

A cell's *entered* value is one of: None (empty), str, bool, int or float (a number; dates and
times are serial numbers, days since 1899-12-30), or `Formula`. Its *effective* value (what a
formula evaluates to) may also be a `CellError`. A number may carry a `NumberFormat` that
USER_ENTERED parsing inferred (percent, currency, date…), as Sheets does
(developers.google.com/sheets/api/reference/rest/v4/ValueInputOption).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from decimal import Decimal, InvalidOperation
from typing import Any, Union

EPOCH = datetime(1899, 12, 30)
MAX_CELL_CHARS = 50_000  # Sheets' limit of characters in one cell
TOO_LONG = f"Your input contains more than the maximum of {MAX_CELL_CHARS} characters in a single cell."
_MAX_DOUBLE = Decimal("1.7976931348623157e308")


@dataclass(frozen=True)
class Formula:
    """An entered formula, text including the leading "="."""

    text: str


@dataclass(frozen=True)
class CellError:
    """A formula error value such as "#DIV/0!", "#REF!", "#N/A", "#ERROR!" (parse error), with
    the sentence Sheets shows for it (ErrorValue.message; never part of the stored value)."""

    code: str
    message: str = field(default="", compare=False)


@dataclass(frozen=True)
class NumberFormat:
    """A cell's number format: `type` as in the API's NumberFormatType, `pattern` in its syntax."""

    type: str
    pattern: str


Value = Union[None, str, bool, int, float, Formula, CellError]


@dataclass
class Cell:
    """One non-empty cell: entered value and optional number format."""

    __slots__ = ("value", "format")
    value: Value
    format: NumberFormat | None


_NUMBER = re.compile(
    r"^(?P<sign>[+-])?(?P<cur>[$€£¥])?(?P<sign2>[+-])?"
    r"(?P<int>\d{1,3}(?:,\d{3})+|\d+)?(?P<frac>\.\d*)?(?P<exp>[eE][+-]?\d+)?\s*(?P<pct>%)?$"
)
_TIME = r"(?P<H>\d{1,2}):(?P<M>\d{2})(?::(?P<S>\d{2}(?:\.\d+)?))?(?:\s*(?P<ampm>[AaPp][Mm]))?"
_DATES = [  # (regex, pattern); month-first slashes as in the en_US locale
    (r"(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})", "yyyy-mm-dd"),
    (r"(?P<y>\d{4})/(?P<m>\d{1,2})/(?P<d>\d{1,2})", "yyyy/mm/dd"),
    (r"(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>\d{4})", "M/d/yyyy"),
    (r"(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>\d{2})", "M/d/yy"),
    (r"(?P<mon>[A-Za-z]{3,9})\.? (?P<d>\d{1,2}),? (?P<y>\d{4})", "mmm d, yyyy"),
    (r"(?P<d>\d{1,2})[ -](?P<mon>[A-Za-z]{3,9})[ -](?P<y>\d{4})", "d mmm yyyy"),
]
_MONTHS = {
    m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)
}
_DATE_RES = [(re.compile(rf"^{rx}(?:(?:\s+|T){_TIME})?$"), pattern) for rx, pattern in _DATES]
_TIME_RE = re.compile(rf"^{_TIME}$")


def parse_user_entered(text: str) -> tuple[Value, NumberFormat | None]:
    """Parse text as if typed into the Sheets UI (en_US locale).

    "=…" → Formula; "'…" → the text after the apostrophe; TRUE/FALSE → bool; numbers with
    thousands separators, a currency symbol, a percent sign or an exponent → number (with the
    format they imply); dates, times and date-times → serial numbers with a DATE / TIME /
    DATE_TIME format; "" → None (empty); anything else → the text unchanged.
    """
    if text == "":
        return None, None
    if text.startswith("=") and len(text) > 1:
        return Formula(text), None
    if text.startswith("'"):
        return text[1:], None
    stripped = text.strip()
    if stripped.upper() in ("TRUE", "FALSE"):
        return stripped.upper() == "TRUE", None
    return _number(stripped) or _date_time(stripped) or (text, None)


def _number(text: str) -> tuple[int | float, NumberFormat | None] | None:
    m = _NUMBER.match(text)
    if not m or not (m["int"] or (m["frac"] and len(m["frac"]) > 1)):
        return None
    if (m["sign"] and m["sign2"]) or (m["cur"] and m["pct"]) or (m["sign2"] and not m["cur"]):
        return None
    digits = (m["int"] or "0").replace(",", "") + (m["frac"] or "") + (m["exp"] or "")
    try:
        number = Decimal(digits)
    except InvalidOperation:
        return None
    if abs(number) > _MAX_DOUBLE:  # beyond a double ("1e309"): Sheets keeps the text
        return None
    if "-" in ((m["sign"] or "") + (m["sign2"] or "")):
        number = -number
    decimals = len(m["frac"]) - 1 if m["frac"] else 0
    fmt = None
    if m["pct"]:
        number /= 100
        fmt = NumberFormat("PERCENT", "0" + ("." + "0" * decimals if decimals else "") + "%")
    elif m["cur"]:
        fmt = NumberFormat("CURRENCY", m["cur"] + "#,##0" + (".00" if decimals else ""))
    elif m["exp"]:
        fmt = NumberFormat("SCIENTIFIC", "0.00E+00")
    elif "," in (m["int"] or ""):
        fmt = NumberFormat("NUMBER", "#,##0" + ("." + "0" * decimals if decimals else ""))
    return to_number(number), fmt


def to_number(number: Decimal) -> int | float:
    """A Decimal as the API's number: int when integral (and not huge), else float."""
    if number == number.to_integral_value() and abs(number) < 10**15:
        return int(number)
    return float(number)


def _date_time(text: str) -> tuple[float | int, NumberFormat] | None:
    for regex, pattern in _DATE_RES:
        if m := regex.match(text):
            day = _day(m)
            if day is None:
                return None
            if m["H"] is None:
                return day, NumberFormat("DATE", pattern)
            fraction = _time_fraction(m)
            if fraction is None:
                return None
            return _serial_sum(day, fraction), NumberFormat("DATE_TIME", pattern + " " + _time_pattern(m))
    if m := _TIME_RE.match(text):
        fraction = _time_fraction(m)
        if fraction is not None:
            return to_number(fraction), NumberFormat("TIME", _time_pattern(m))
    return None


def _day(m: re.Match) -> int | None:
    groups = m.groupdict()
    month = int(groups["m"]) if groups.get("m") else _MONTHS.get((groups.get("mon") or "")[:3].lower())
    year = int(m["y"])
    if len(m["y"]) == 2:
        year += 2000 if year < 30 else 1900
    try:
        return (datetime(year, month or 0, int(m["d"])) - EPOCH).days
    except ValueError:
        return None


def _time_fraction(m: re.Match) -> Decimal | None:
    hour, minute = int(m["H"]), int(m["M"])
    second = Decimal(m["S"] or 0)
    if m["ampm"]:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if m["ampm"].lower() == "pm" else 0)
    if hour > 23 or minute > 59 or second >= 60:
        return None
    return (hour * 3600 + minute * 60 + second) / Decimal(86400)


def _time_pattern(m: re.Match) -> str:
    return "h:mm" + (":ss" if m["S"] else "") + (" am/pm" if m["ampm"] else "")


def _serial_sum(day: int, fraction: Decimal) -> int | float:
    return to_number(Decimal(day) + fraction)


def serial_to_datetime(serial: float) -> datetime:
    """A serial number (days since 1899-12-30, fraction = time of day) → naive datetime (to the second)."""
    return EPOCH + timedelta(seconds=round(serial * 86400))


def datetime_to_serial(moment: datetime) -> int | float:
    """A naive datetime → serial number."""
    delta = moment - EPOCH
    return to_number(Decimal(delta.days) + Decimal(delta.seconds) / 86400)


def parse_input(raw: Any, option: str) -> tuple[Value, NumberFormat | None]:
    """One element of a ValueRange's `values` under valueInputOption RAW or USER_ENTERED.

    Strings are parsed under USER_ENTERED and kept as text under RAW; JSON numbers and booleans
    are stored as they are. Raises TypeError for objects and arrays (a 400 for the caller).
    """
    if isinstance(raw, bool) or raw is None:
        return raw, None
    if isinstance(raw, (int, float)):
        return to_number(Decimal(repr(raw))) if isinstance(raw, float) else raw, None
    if isinstance(raw, str):
        if option == "RAW":
            return (raw or None), None
        return parse_user_entered(raw)
    raise TypeError(f"Invalid value of type {type(raw).__name__}: expected a string, number or boolean")


def decimal_string(number: int | float) -> str:
    """A number as a plain decimal string with no float noise: 0.1 → "0.1", 1e-05 → "0.00001"."""
    if isinstance(number, int):
        return str(number)
    text = format(Decimal(repr(number)), "f")
    return text[:-2] if text.endswith(".0") else text


def to_json(value: Value) -> Any:
    """Typed JSON for the store: numbers and text and booleans as themselves; formulas and
    errors as {"formula": text} / {"error": code}."""
    if isinstance(value, Formula):
        return {"formula": value.text}
    if isinstance(value, CellError):
        return {"error": value.code}
    return value


def from_json(data: Any) -> Value:
    """Inverse of `to_json`."""
    if isinstance(data, dict):
        return Formula(data["formula"]) if "formula" in data else CellError(data["error"])
    return data


def to_canonical(value: Value) -> Any:
    """Like `to_json` but numbers become {"number": decimal string}: canonical JSON has no floats."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return {"number": decimal_string(value)}
    return to_json(value)
