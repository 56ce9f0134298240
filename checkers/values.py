"""Comparing structured values the way a reviewer would: amounts exactly, identifiers loosely.

Amounts are read in the notations of invoices and letters: US `8,120.00`, EU `8.120,00`, Swiss
`78'000.50`, grouped with spaces or no-break spaces (`8 120,00`), with a currency code or
symbol on either side (`EUR 8,120`, `8.120,00 €`, `CHF 78’000`). Identifiers (IBANs, claim
numbers, an account's last digits) compare without their spaces and separators.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Any

_CURRENCY = r"(?:EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN|CZK|JPY|€|\$|£|¥|Fr\.)"
GROUP = " \u00a0\u2007\u2009\u202f'\u2019"  # thousands separators besides ',' and '.'
_NUMBER = re.compile(rf"([+\-−]?)((?:\d[\d.,{GROUP}]*)?[.,]?\d)")
_SEPARATOR = r"[\s\-./'’]*"


def amount(value: Any) -> Decimal | None:
    """`value` as an exact Decimal: ints, Decimals, floats (by their shortest repr) and numeric
    strings in the notations above ('8,120.00', '8.120,00 €', "78'000", '-1 234,50'), a sign
    before the currency ('-$12.60') and accounting brackets ('(12.60)', '($12.60)') included.

    In a string with both '.' and ',' the last one is the decimal separator; a lone ',' is a
    thousands separator before exactly three digits ('7,840') and a decimal comma otherwise
    ('12,50', '0,125'); a lone '.' is a decimal point ('1.234' is 1.234: write '1.234,00' or
    '1 234' for a thousand). Returns None for anything else (booleans, None, prose), so a
    comparison simply fails.

    >>> amount("8.120,00 €"), amount("USD 8,120.00"), amount("CHF 78'000"), amount("8\\u00a0120,00"), amount("n/a")
    (Decimal('8120.00'), Decimal('8120.00'), Decimal('78000'), Decimal('8120.00'), None)
    """
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, Decimal)):
        return Decimal(value)
    if isinstance(value, float):
        return Decimal(repr(value))
    if isinstance(value, str):
        text, negative = value.strip(), False
        if bracketed := re.fullmatch(r"\((.*)\)", text):  # accounting notation: (12.60) is -12.60
            text, negative = bracketed.group(1).strip(), True
        sign = ""
        if signed := re.match(rf"([+\-−])\s*(?={_CURRENCY})", text, flags=re.IGNORECASE):  # -$12.60
            sign, text = signed.group(1), text[signed.end():]
        text = re.sub(rf"^{_CURRENCY}\s*|\s*{_CURRENCY}$", "", text, flags=re.IGNORECASE)
        match = _NUMBER.fullmatch(text.strip())
        if not match or (sign and match.group(1)) or (negative and (sign or match.group(1))):
            return None
        number = _decimal(sign or match.group(1), match.group(2))
        return -number if negative and number is not None else number
    return None


def expected_amount(value: int | str | Decimal) -> Decimal:
    """An amount a check expects, in any notation `amount` reads; raises ValueError naming it
    when it is not one (a typo in a check must fail loudly, not compare unequal).

    >>> expected_amount("8,620.00"), expected_amount(8620)
    (Decimal('8620.00'), Decimal('8620'))
    """
    parsed = amount(value)
    if parsed is None:
        raise ValueError(f"not an amount: {value!r}")
    return parsed


def _decimal(sign: str, digits: str) -> Decimal | None:
    """The number written `digits` (separators as `amount` reads them), negative for '-' or '−'."""
    digits = re.sub(f"[{GROUP}]", "", digits)
    point = None
    if "." in digits and "," in digits:
        point = max(digits.rfind("."), digits.rfind(","))
    elif digits.count(",") == 1 and not re.fullmatch(r"[1-9]\d{0,2},\d{3}", digits):
        point = digits.find(",")
    elif digits.count(".") == 1:
        point = digits.find(".")
    whole, fraction = (digits[:point], digits[point + 1:]) if point is not None else (digits, "")
    whole = re.sub(r"[.,]", "", whole) or "0"
    if fraction and not fraction.isdigit():
        return None
    try:
        return Decimal(f"{'-' if sign in ('-', '−') else ''}{whole}{'.' + fraction if fraction else ''}")
    except InvalidOperation:
        return None


def same_amount(value: Any, expected: int | str | Decimal) -> bool:
    """Whether `value` is the amount `expected`, to the cent (both read by `amount`).

    >>> same_amount(state.sheets.cell("'Open claims'!D2", "Claims register"), "8.620,00")
    True
    """
    got, want = amount(value), amount(expected)
    return got is not None and got == want


def compact(value: Any) -> str:
    """An identifier without spaces, upper-cased (IBANs, claim numbers); '' for non-strings.

    >>> compact(" clm-0900 a ")
    'CLM-0900A'
    """
    return re.sub(r"\s+", "", value).upper() if isinstance(value, str) else ""


def iban(value: Any) -> str:
    """An IBAN in its electronic form (ISO 13616): without an `IBAN` prefix, spaces (no-break
    ones too), dashes or dots, upper-cased ('' for non-strings). It does not check the check
    digits (see `iban_valid`).

    >>> iban("IBAN: DE44 5001 0517 5407 3249 31")
    'DE44500105175407324931'
    """
    if not isinstance(value, str):
        return ""
    return re.sub(r"[\s\-.]", "", re.sub(r"^\s*IBAN\s*:?", "", value, flags=re.IGNORECASE)).upper()


def iban_valid(value: Any) -> bool:
    """Whether `value` is an IBAN whose check digits are right (ISO 13616, ISO 7064 mod 97-10):
    a country code, two check digits, then up to 30 letters and digits.

    >>> iban_valid("DE44 5001 0517 5407 3249 31"), iban_valid("DE45 5001 0517 5407 3249 31")
    (True, False)
    """
    text = iban(value)
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{1,30}", text):
        return False
    return int("".join(str(int(c, 36)) for c in text[4:] + text[:4])) % 97 == 1


def same_iban(value: Any, expected: str) -> bool:
    """Whether `value` writes the IBAN `expected`, however it is spaced or prefixed.

    >>> report = state.mail.find("<clm-0900-report@posteo.example>")[1]
    >>> same_iban("de44500105175407324931", "DE44 5001 0517 5407 3249 31"), "DE44 5001 0517 5407 3249 31" in report.text
    (True, True)
    """
    return bool(iban(value)) and iban(value) == iban(expected)


def token_in(text: Any, token: str) -> bool:
    """Whether `text` writes `token` (letters and digits, compared case-blind) with any spaces or
    separators (- . / ' and no-break spaces) between its characters, not glued to other letters
    or digits: an IBAN's last digits '017719' are in 'ending 0177 19' and in the whole IBAN
    'DE89 3704 0044 0532 0177 19', but not in '20177195'. False for non-strings and empty tokens.

    >>> token_in(state.mail.sent(round=2)[0].text, "324931"), token_in("account 13249310", "324931")
    (True, False)
    """
    chars = [c for c in token if c.isalnum()]
    if not isinstance(text, str) or not chars:
        return False
    pattern = r"(?<![^\W_])" + _SEPARATOR.join(re.escape(c) for c in chars) + r"(?![^\W_])"
    return re.search(pattern, text, re.IGNORECASE) is not None


def passages(text: Any, token: str) -> list[str]:
    """The passages of `text` that write `token` (as `token_in` finds it), in order: each line,
    or each sentence of a line (split after '.', ';', '!' or '?' and a space), so a check can judge
    what a mail says about one item, not merely that the item is named somewhere in it. [] for
    non-strings.

    >>> passages("Surrender: G-116, G-117.\\nG-110 and G-118 were retained.", "G-110")
    ['G-110 and G-118 were retained.']
    """
    if not isinstance(text, str):
        return []
    parts = (p.strip() for line in text.splitlines() for p in re.split(r"(?<=[.;!?])\s+", line))
    return [p for p in parts if token_in(p, token)]


def amounts_in(text: str) -> list[Decimal]:
    """Every number written in `text` with digits, as exact Decimals, in order.

    Reads '2,480.00', '2.480,00', '2480', '2 480' (a space, no-break or thin space) and
    "2'480" alike: a ',' or '.' followed by one or two final digits is the decimal separator,
    any other is a thousands separator.

    >>> amounts_in("EUR 8,620.00: the revised 9.120,00 less 500")
    [Decimal('8620.00'), Decimal('9120.00'), Decimal('500')]
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

    >>> figures_in("8.6k, or eight thousand six hundred twenty")
    [Decimal('8.6'), Decimal('8600.0'), Decimal('8.6'), Decimal('8620')]
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


_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_NOT_COUNTS = re.compile("|".join([
    r"(?<![\w-])(?=[\w-]*[A-Za-z])(?=[\w-]*\d)\w+(?:-\w+)*",  # codes: SUB-008, HM-PB20, RBB-A020, Q3, 16th
    r"\d{4}-\d{1,2}-\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2})?)?",  # ISO dates and date-times
    r"\b\d{1,2}[./]\d{1,2}[./](?:\d{4}|\d{2})\b",  # 17.12.2026, 17/12/26
    rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}(?:\s+\d{{4}})?",  # 17 December (2026)
    rf"\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}})?",  # Dec 17(, 2026)
    r"\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?",  # 09:00, 2:30 pm
    r"\b\d{1,2}\s*[ap]\.?m\b\.?",  # 9 am, 2pm
    r"[+\-\u2212\u2013]?\d+(?:[.,]\d+)?\s*\u00b0\s*[CF]?",  # temperatures: -20 °C, −80°
    r"[+\-\u2212\u2013]\d+(?:[.,]\d+)?\s*[CF]\b",  # and signed ones without the degree sign: −20 C
    r"\b\d+(?:[.,]\d+)?\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\b",  # durations: 30 minutes, 2 hrs
    rf"{_CURRENCY}\s?[+\-\u2212]?\d(?:[\d.,{GROUP}]*\d)?|\d(?:[\d.,]*\d)?\s?{_CURRENCY}",  # money: EUR 30, 1.359,50 €
    r"\b\d+(?:[.,]\d+)?\s*(?:%|percent\b|per cent\b)",  # percentages: 12.5 %, 15 percent
]), re.IGNORECASE)


def counts_in(text: str) -> list[Decimal]:
    """The figures `text` states as quantities ("16 aliquots", "eight at risk"): those of
    `figures_in` once codes (letters and digits in one token: 'SUB-008', 'HM-PB20', 'PO-7731',
    'Q3', '16th'), dates ('2026-12-17', '17.12.2026', '17 December', 'Dec 17'), times ('09:00',
    '2:30 pm', '9 am'), temperatures ('-20 °C', '−80°', '−20 C'), durations ('30 minutes', '2 hrs'),
    money ('EUR 30', '1.359,50 €', '$12') and percentages ('12.5 %') are left out, so none of them
    reads as a count (use figures_in for money).

    >>> counts_in("8 at risk: SUB-008, SUB-015 (order by 2026-03-19, 9 am); 16 kept at -20 °C on 17 March")
    [Decimal('8'), Decimal('16')]
    >>> counts_in("33 payments, EUR 1,359.50 in all; P-222 left after 20 minutes (30 needed)")
    [Decimal('33'), Decimal('30')]
    """
    return figures_in(_NOT_COUNTS.sub(" ", text))


SCALES = {"k": Decimal(1000), "thousand": Decimal(1000), "tsd": Decimal(1000),
          "m": Decimal(10) ** 6, "mn": Decimal(10) ** 6, "mio": Decimal(10) ** 6, "million": Decimal(10) ** 6}
SCALED = re.compile(r"(\d+(?:[.,]\d+)?)[ \u00a0]?(k|thousand|tsd\.?|mn|mio\.?|million|m)\b", re.IGNORECASE)
