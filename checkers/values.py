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
    """Every number written in `text`, as exact Decimals, in order.

    Reads '2,480.00', '2.480,00', '2480' and '2 480' alike: a ',' or '.' followed by one or
    two final digits is the decimal separator, any other is a thousands separator.
    """
    found = []
    for token in re.findall(r"\d(?:[\d.,]|(?<=\d) (?=\d{3}\b))*\d|\d", text):
        token = token.replace(" ", "")
        last = max(token.rfind(","), token.rfind("."))
        whole, fraction = (token[:last], token[last + 1:]) if last != -1 and len(token) - last - 1 <= 2 else (token, "")
        whole = re.sub(r"[.,]", "", whole)
        found.append(Decimal(f"{whole}.{fraction}" if fraction else whole))
    return found
