"""The sentence Sheets gives with a formula error (ErrorValue.message, in the en_US locale).

Source: developers.google.com/sheets/api/reference/rest/v4/other#ErrorValue ("a message with
more information about the error") and the messages the Sheets UI shows for the same cells:
`=1/0` → "Function DIVIDE parameter 2 cannot be zero.", an unknown function → "Unknown
function: 'FOO'.", a cycle → "Circular dependency detected. …", text that does not parse →
"Formula parse error.". The message is derived from the formula's text and the error code.
"""

from __future__ import annotations

import re

CIRCULAR = "Circular dependency detected. To resolve with iterative calculation, see File > Settings."
_STRINGS = re.compile(r'"(?:[^"]|"")*"')
_CALL = re.compile(r"([A-Za-z_][A-Za-z0-9_.]*)\s*\(")
_LOOKUPS = ("VLOOKUP", "HLOOKUP", "XLOOKUP", "MATCH", "LOOKUP")
_GENERIC = {
    "#DIV/0!": "Function DIVIDE parameter 2 cannot be zero.",
    "#N/A": "Value not available.",
    "#REF!": "Reference does not exist.",
    "#VALUE!": "An argument of a function has the wrong type: it expects number values.",
    "#NUM!": "The result of the calculation is not a finite number.",
    "#NULL!": "The ranges do not intersect.",
    "#ERROR!": "Formula parse error.",
}


def explain(code: str, formula: str, known: set[str] | None = None, circular: bool = False) -> str:
    """The message for error `code` of the formula text `formula` ("=…"); `known`: the function
    names that exist (for #NAME?), `circular`: the cell is in a dependency cycle."""
    if circular:
        return CIRCULAR
    bare = _STRINGS.sub('""', formula)
    calls = [name.upper() for name in _CALL.findall(bare)]
    if code == "#NAME?":
        unknown = next((name for name in calls if known is not None and name not in known), None)
        if unknown is not None:
            return f"Unknown function: '{unknown.lower()}'."
        return "Unknown range name."
    if code == "#DIV/0!":
        fn = next((name for name in calls if name in ("MOD", "QUOTIENT")), None)
        return f"Function {fn} parameter 2 cannot be zero." if fn else _GENERIC[code]
    if code == "#N/A":
        fn = next((name for name in calls if name in _LOOKUPS), None)
        return f"Did not find value in {fn} evaluation." if fn else _GENERIC[code]
    return _GENERIC.get(code, "Formula error.")
