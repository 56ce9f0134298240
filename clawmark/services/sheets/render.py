"""Rendering a cell for a reply: ValueRenderOption and DateTimeRenderOption.

FORMATTED_VALUE: every value as the text the Sheets UI shows (number formats applied);
UNFORMATTED_VALUE: numbers as numbers, booleans as booleans, errors as their code;
FORMULA: like UNFORMATTED_VALUE but formulas as their text. Under UNFORMATTED_VALUE and FORMULA,
dates are serial numbers (SERIAL_NUMBER, the default) or formatted text (FORMATTED_STRING).
Source: developers.google.com/sheets/api/reference/rest/v4/ValueRenderOption.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from clawmark.services.sheets.cells import CellError, Formula, NumberFormat, Value, serial_to_datetime

RENDER_OPTIONS = ("FORMATTED_VALUE", "UNFORMATTED_VALUE", "FORMULA")
DATETIME_OPTIONS = ("SERIAL_NUMBER", "FORMATTED_STRING")
_DATE_TOKENS = re.compile(r"yyyy|yy|mmmm|mmm|mm|m|dddd|ddd|dd|d|hh|h|ss|s|am/pm|a/p|.", re.IGNORECASE)
_DATE_TYPES = ("DATE", "TIME", "DATE_TIME")
# What a NumberFormat with a type and no pattern looks like in the en_US locale.
DEFAULT_PATTERNS = {
    "NUMBER": "#,##0.00",
    "PERCENT": "0.00%",
    "CURRENCY": "$#,##0.00",
    "DATE": "M/d/yyyy",
    "TIME": "h:mm:ss am/pm",
    "DATE_TIME": "M/d/yyyy H:mm:ss",
}


def render(entered: Value, effective: Value, fmt: NumberFormat | None, option: str, datetime_option: str) -> Any:
    """The reply value of one cell (entered and effective value, number format) under the options."""
    if option == "FORMULA" and isinstance(entered, Formula):
        return entered.text
    if effective is None:
        return ""
    if option == "FORMATTED_VALUE":
        return formatted(effective, fmt)
    if isinstance(effective, CellError):
        return effective.code
    if datetime_option == "FORMATTED_STRING" and fmt and fmt.type in _DATE_TYPES and _is_number(effective):
        return formatted(effective, fmt)
    if isinstance(effective, float) and effective.is_integer() and abs(effective) < 1e15:
        return int(effective)
    return effective


def _is_number(value: Value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def formatted(value: Value, fmt: NumberFormat | None) -> str:
    """The text the UI shows for `value` under number format `fmt` (None: automatic)."""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, CellError):
        return value.code
    if not _is_number(value):
        return str(value)
    if fmt is None or fmt.type == "TEXT":
        return automatic(value)
    pattern = fmt.pattern or DEFAULT_PATTERNS.get(fmt.type, "")
    if fmt.type in _DATE_TYPES:
        return format_date(value, pattern)
    if fmt.type == "SCIENTIFIC":
        return f"{value:.2E}"
    return format_decimal(value, pattern) if pattern else automatic(value)


def automatic(number: int | float) -> str:
    """The "automatic" format: integers plainly, others to at most 10 decimals, huge ones in E notation."""
    if abs(number) >= 1e15:
        return f"{number:.5E}"
    if isinstance(number, float) and number.is_integer():
        return str(int(number))
    if isinstance(number, int):
        return str(number)
    text = f"{number:.10f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def format_decimal(number: int | float, pattern: str) -> str:
    """Apply a numeric pattern such as "#,##0.00", "0%", "$#,##0.00" (prefix, grouping, decimals, %)."""
    first = min((pattern.find(ch) for ch in "#0" if ch in pattern), default=len(pattern))
    last = max(pattern.rfind(ch) for ch in "#0") if first < len(pattern) else first - 1
    prefix, body, suffix = pattern[:first], pattern[first : last + 1], pattern[last + 1 :]
    if "%" in suffix:
        number = number * 100
    decimals = len(body.split(".", 1)[1]) if "." in body else 0
    rounded = Decimal(repr(abs(number))).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP)
    text = f"{rounded:,f}" if "," in body else f"{rounded:f}"
    sign = "-" if number < 0 and rounded != 0 else ""
    return f"{sign}{prefix}{text}{suffix}"


def format_date(serial: int | float, pattern: str) -> str:
    """Apply a date/time pattern (yyyy, yy, mmmm, mmm, mm, m, dddd, ddd, dd, d, hh, h, mm, ss, am/pm)."""
    moment = serial_to_datetime(serial)
    tokens = _DATE_TOKENS.findall(pattern)
    twelve_hour = any(t.lower() in ("am/pm", "a/p") for t in tokens)
    out = []
    for i, token in enumerate(tokens):
        low = token.lower()
        if low in ("m", "mm") and _is_minute(tokens, i):
            out.append(f"{moment.minute:02d}" if low == "mm" else str(moment.minute))
        elif low in ("h", "hh"):
            hour = (moment.hour % 12 or 12) if twelve_hour else moment.hour
            out.append(f"{hour:02d}" if low == "hh" else str(hour))
        elif low in _DATE_FIELDS:
            out.append(_DATE_FIELDS[low](moment))
        elif low in ("am/pm", "a/p"):
            out.append(("AM" if moment.hour < 12 else "PM")[: 1 if low == "a/p" else 2])
        else:
            out.append(token)
    return "".join(out)


def _is_minute(tokens: list[str], i: int) -> bool:
    before = [t.lower() for t in tokens[:i] if t.isalpha()]
    after = [t.lower() for t in tokens[i + 1 :] if t.isalpha()]
    return bool(before and before[-1] in ("h", "hh")) or bool(after and after[0] in ("s", "ss"))


_DATE_FIELDS = {
    "yyyy": lambda d: f"{d.year:04d}",
    "yy": lambda d: f"{d.year % 100:02d}",
    "mmmm": lambda d: d.strftime("%B"),
    "mmm": lambda d: d.strftime("%b"),
    "mm": lambda d: f"{d.month:02d}",
    "m": lambda d: str(d.month),
    "dddd": lambda d: d.strftime("%A"),
    "ddd": lambda d: d.strftime("%a"),
    "dd": lambda d: f"{d.day:02d}",
    "d": lambda d: str(d.day),
    "ss": lambda d: f"{d.second:02d}",
    "s": lambda d: str(d.second),
}
