"""Comparing structured values the way a reviewer would: amounts exactly, identifiers loosely."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Any


def amount(value: Any) -> Decimal | None:
    """`value` as an exact Decimal: ints, Decimals and numeric strings ('8,120.00', 'EUR 8120').

    Returns None for anything else (booleans, None, prose), so a comparison simply fails.
    """
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, Decimal)):
        return Decimal(value)
    if isinstance(value, float):
        return Decimal(repr(value))
    if isinstance(value, str):
        text = re.sub(r"^\s*(EUR|USD|GBP|€|\$|£)\s*|\s*(EUR|USD|GBP|€)\s*$", "", value).replace(",", "")
        try:
            return Decimal(text)
        except InvalidOperation:
            return None
    return None


def same_amount(value: Any, expected: int | str | Decimal) -> bool:
    """Whether `value` is the amount `expected`, to the cent."""
    got = amount(value)
    return got is not None and got == Decimal(str(expected))


def compact(value: Any) -> str:
    """An identifier without spaces, upper-cased (IBANs, claim numbers); '' for non-strings."""
    return re.sub(r"\s+", "", value).upper() if isinstance(value, str) else ""


def amounts_in(text: str) -> list[Decimal]:
    """Every number written in `text` with digits, as exact Decimals, in order.

    Reads '2,480.00', '2.480,00', '2480', '2 480' (a space, no-break or thin space) and
    "2'480" alike: a ',' or '.' followed by one or two final digits is the decimal separator,
    any other is a thousands separator.
    """
    found = []
    for token in re.findall(rf"\d(?:[\d.,]|(?<=\d)[{GROUP}](?=\d{{3}}\b))*\d|\d", text):
        token = re.sub(f"[{GROUP}]", "", token)
        last = max(token.rfind(","), token.rfind("."))
        whole, fraction = (token[:last], token[last + 1:]) if last != -1 and len(token) - last - 1 <= 2 else (token, "")
        whole = re.sub(r"[.,]", "", whole)
        found.append(Decimal(f"{whole}.{fraction}" if fraction else whole))
    return found


def figures_in(text: str) -> list[Decimal]:
    """Every amount `text` states, as exact Decimals: the numbers of `amounts_in`, scaled ones
    ('78k', '78 thousand', '1.2m', '1,2 Mio.') and ones in English words ('seventy-eight
    thousand', via text2num). A superset on purpose: it decides what a text *mentions*.
    """
    found = amounts_in(text)
    for number, unit in re.findall(SCALED, text):
        [value] = amounts_in(number) or [Decimal(0)]
        found.append(value * SCALES[unit.lower().rstrip(".")])
    from text_to_num import alpha2digit

    try:
        spelled = alpha2digit(text, "en")
    except Exception:  # text2num refuses some inputs; digits were read above
        spelled = text
    if spelled != text:
        found += amounts_in(spelled)
    return found


GROUP = " \u00a0\u2007\u2009\u202f'\u2019"  # thousands separators besides ',' and '.'
SCALES = {"k": Decimal(1000), "thousand": Decimal(1000), "tsd": Decimal(1000),
          "m": Decimal(10) ** 6, "mn": Decimal(10) ** 6, "mio": Decimal(10) ** 6, "million": Decimal(10) ** 6}
SCALED = re.compile(r"(\d+(?:[.,]\d+)?)[ \u00a0]?(k|thousand|tsd\.?|mn|mio\.?|million|m)\b", re.IGNORECASE)
